/**
 * The held-out sentences of `pnpm bench redaction`, written for it after the detectors were settled
 * on the development sentences (development-sentences.ts) and never used to adjust them. Marks:
 * {KIND:words}; a title, "the" before a date and a Turkish ending after an apostrophe are outside
 * the mark. Card numbers pass Luhn, IBANs mod 97 and identity numbers their check digits (made for
 * the tests: no real person's). Numbers are written in digits or as they are said.
 */
export const ENGLISH_HELD_OUT = [
  'Hello, this is {PERSON:Margaret Holloway} calling about my account.',
  'You can call me back at {PHONE:617 555 0142} any time after noon.',
  'My mobile is {PHONE:seven one eight, five five five, two nine three one}.',
  'Please email {EMAIL:rachel.nguyen@harborlight.org} with the signed forms.',
  'Send the invoice to {EMAIL:billing at quarry dot net} before Friday.',
  'The card on file is {CARD:4532 0151 1283 0366}, expiring next March.',
  'Charge it to {CARD:five four two five, two three three four, three zero one zero, nine nine zero three} please.',
  'Wire the refund to {IBAN:DE44 5001 0517 5407 3249 31} today.',
  'My account is {IBAN:GB82 WEST 1234 5698 7654 32}.',
  'I was born on {DATE_OF_BIRTH:March 14th, 1979} in a small town.',
  'My date of birth is the {DATE_OF_BIRTH:second of August nineteen sixty eight}.',
  'We moved to {ADDRESS:1842 Wilmington Avenue} last spring.',
  'Deliver it to {ADDRESS:seventy seven Cedar Lane}, the blue house.',
  'Dr. {PERSON:Priya Raghunathan} will see you on Tuesday.',
  'I spoke to {PERSON:Tobias Lindqvist} at the front desk yesterday.',
  'His name is {PERSON:Kwame Mensah} and he lives at {ADDRESS:9 Orchard Street}.',
  'Text me on {PHONE:212 555 7788} when you arrive.',
  'Her birthday is {DATE_OF_BIRTH:July 4, 1990} so we booked a table.',
  'Contact {PERSON:Sarah Connor} at {EMAIL:sconnor@cyberdyne.com} for details.',
  'The order number is 8841 2290 1173 5562 and it shipped today.',
  'My phone number is {PHONE:oh seven seven double oh, nine one one, four five six}.',
  'Please ask for {PERSON:Eleanor} at reception.',
  'I am {PERSON:Jonathan Pryce-Whitfield}, the tenant in flat two.',
  'Call {PERSON:Luis Fernández} on {PHONE:305 555 2468}.',
  'The payment went to card {CARD:3714 496353 98431} on Monday.',
  'My Turkish identity number is {ID_NUMBER:38492017510}.',
  'You can find us at {ADDRESS:350 Fifth Avenue}, on the third floor.',
  'Born {DATE_OF_BIRTH:11/23/1985}, she is the youngest of four.',
  'The meeting with {PERSON:Anjali Desai} moved to Thursday at 3 pm.',
  'Write to me at {EMAIL:tom underscore baker at mailbox dot co dot uk}.',
  'Reach the office on {PHONE:plus one, two zero two, five five five, zero one nine eight}.',
  'We sold 2500 copies in May, twice as many as in April.',
  'Mister {PERSON:Oyelaran} asked about his refund.',
  'Account holder {PERSON:Beatrix Quenneville}, IBAN {IBAN:FR14 2004 1010 0505 0001 3M02 606}.',
];

export const TURKISH_HELD_OUT = [
  'Merhaba, ben {PERSON:Elif Demirci}, siparişim hakkında arıyorum.',
  'Cep telefonum {PHONE:0533 712 48 90}, akşam arayabilirsiniz.',
  'Numaram {PHONE:sıfır beş yüz kırk iki, altı yüz on yedi, otuz üç, yirmi bir}.',
  'E-posta adresim {EMAIL:murat.kaya@ornekfirma.com.tr} olarak kayıtlı.',
  'Faturayı {EMAIL:muhasebe et dogan nokta net} adresine gönderin.',
  'Kart numaram {CARD:5400 6100 2233 4453} ve son kullanma tarihi gelecek yıl.',
  "IBAN numaram {IBAN:TR66 0001 0017 4512 3456 7890 01}, lütfen oraya yatırın.",
  'TC kimlik numaram {ID_NUMBER:21345678938} olarak geçiyor.',
  'Kimlik numaram {ID_NUMBER:on bir, iki yüz otuz dört, beş yüz altmış yedi, sekiz yüz on sekiz}.',
  'Doğum tarihim {DATE_OF_BIRTH:3 Mart 1987}, nüfus kaydında da öyle.',
  '{DATE_OF_BIRTH:14.09.1992} doğumluyum ve İzmir\'de yaşıyorum.',
  'Adresim {ADDRESS:Cumhuriyet Mahallesi Lale Sokak No 14 Daire 6}, Çankaya.',
  'Paketi {ADDRESS:İstiklal Caddesi numara yüz yirmi} adresine bırakın.',
  '{PERSON:Hüseyin} Bey yarın sabah gelecekmiş.',
  'Dosyayı {PERSON:Zeynep Arıkan} hanıma teslim ettim.',
  'Avukatımız Av. {PERSON:Cemre Tokgöz} davayı takip ediyor.',
  'Adım {PERSON:Berkant Özyurt}, size bir şikayetim var.',
  'Çağrı merkezimizi {PHONE:444 0 333} numarasından arayabilirsiniz.',
  'Sabit hattım {PHONE:0216 418 22 73}, mesai saatlerinde ulaşabilirsiniz.',
  'Kartımın numarası {CARD:dört bin beş yüz otuz iki, yedi bin sekiz yüz doksan, bin iki yüz otuz dört, beş bin altı yüz yetmiş bir}.',
  'Toplantı 15 Nisan saat onda, 40 kişi katılacak.',
  '{PERSON:Ayten Yıldırım} ile {PERSON:Kerem Aksoy} dün görüştü.',
  'Doğum günüm {DATE_OF_BIRTH:yirmi iki ocak bin dokuz yüz doksan beş}, unutma.',
  "Ev adresim {ADDRESS:Atatürk Bulvarı No 58}, Kızılay'a çok yakın.",
  'Yeni numaram {PHONE:0 505 991 27 64}, eskisini silebilirsin.',
  'Bana {EMAIL:selin underscore acar et posta nokta com} adresinden yazabilirsiniz.',
  'Sipariş kodu 7731 9920 4418 2265, kargoya verildi.',
  'Müşteri {PERSON:Nilüfer Kahraman} kartını kaybettiğini bildirdi.',
  'Hesap sahibi {PERSON:Oğuzhan Ertekin}, IBAN {IBAN:TR32 0010 0099 9990 1234 5678 90}.',
  'Doğum tarihi {DATE_OF_BIRTH:07/11/1978} olan hasta bekliyor.',
  '{ADDRESS:Bahçelievler Mahallesi Gül Sokak numara yedi} adresinde oturuyoruz.',
  'Sayın {PERSON:Fadime Gürbüz}, başvurunuz alınmıştır.',
  'İletişim için {PHONE:+90 312 555 48 21} numarasını kullanın.',
];

/**
 * Fresh English sentences, written after the rules of 2026-11-29 (a card's or an account's cue,
 * an IBAN's shape, a domain heard without its dots, a date said with its separators) were made from
 * what Whisper wrote of the held-out set above, and never used to adjust them: the held-out set had
 * then informed the rules, this one has not. The same marks and checks as above.
 */
export const ENGLISH_FRESH = [
  'Put it on my Visa, {CARD:4916 8159 9418 5664}.',
  'The number on the card is {CARD:five one zero five, zero zero one seven, three five one seven, five nine eight seven}.',
  'My Discover card is {CARD:6011 8644 8367 8242}.',
  'Transfer the deposit to {IBAN:NL91 ABNA 0417 1643 00}.',
  'Our Spanish account is {IBAN:ES91 2100 0418 4502 0005 1332}, please use it for rent.',
  'The Swiss IBAN is {IBAN:CH05 0483 0052 0546 8701}.',
  'Reach me at {EMAIL:d.okafor@lagosmail.com} or on my cell.',
  'Her address is {EMAIL:amelia underscore stone at outlook dot com}.',
  'Forward the report to {EMAIL:jpark@meridianlabs.net} tonight.',
  'His identity number is {ID_NUMBER:59769152420}.',
  'Call the office on {PHONE:415 555 0199} before five.',
  "My daughter's number is {PHONE:nine one seven, five five five, zero one two three}.",
  'I was born on {DATE_OF_BIRTH:June 2nd, 1986} in Leeds.',
  'This is {PERSON:Daniel Okafor} from accounting.',
  'The tracking code is 4916 8159 9418 5665 and it arrives Monday.',
  'The ticket number is 5105 0017 3517 5988.',
];

/**
 * A second fresh English set, written on 2026-11-29 before that evening's rules (a number heard
 * with its cue misheard, letters written on with an account's digits, a domain heard as a word) and
 * committed before them, so that it measures them. Nobody read what Whisper wrote of it until the
 * rules were settled. Cards pass Luhn, IBANs mod 97, identity numbers their check (made up).
 */
export const ENGLISH_FRESH_2 = [
  'Give me a ring on {PHONE:646 555 0173} tomorrow morning.',
  'The clinic phone number is {PHONE:eight oh one, five five five, two two four six}.',
  'If I am out, try {PHONE:773 555 0110} instead.',
  'My work line is {PHONE:+44 20 7946 0321}.',
  'She left her number, {PHONE:nine seven two, five five five, oh eight one four}.',
  'Dial {PHONE:one eight hundred, five five five, zero one nine nine} for support.',
  'My email is {EMAIL:peter.walsh@gmail.com}.',
  'Send the photos to {EMAIL:maria underscore lopez at yahoo dot com}.',
  'You can write to {EMAIL:support@brightwave.io} any time.',
  'Her work address is {EMAIL:h.tanaka@northfield.edu}.',
  'Copy in {EMAIL:dev dot team at acme dot org} as well.',
  'Contact {EMAIL:grace@ellisfarm.co.uk} about the delivery.',
  'My card number is {CARD:4046 6734 7508 6395}.',
  'Please charge {CARD:5320 8420 2436 5758} for the deposit.',
  'The Amex is {CARD:3774 043154 00167}.',
  'Okay, the long number on the front is {CARD:six zero one one, nine six four zero, six one zero six, two four two nine}.',
  'I paid with {CARD:4889 4427 5764 2980} last week.',
  'My IBAN is {IBAN:GB15 MIDL 4005 1512 3456 78}.',
  'Please send the money to {IBAN:IT60 X054 2811 1010 0000 0123 456}.',
  'The Belgian account number is {IBAN:BE68 5390 0754 7034}.',
  'Pay the rent into {IBAN:AT61 1904 3002 3457 3201} by the first.',
  'Bank details: {IBAN:IE29 AIBK 9311 5212 3456 78}.',
  'Her identity number is {ID_NUMBER:74311208950}.',
  'For the form, my Turkish ID is {ID_NUMBER:45764269744}.',
  'The citizen number on file is {ID_NUMBER:seven zero nine nine five, three six four four one eight}.',
  'Good morning, my name is {PERSON:Helen Carter}.',
  'I would like to speak to Mr. {PERSON:Dmitri Volkov}, please.',
  '{PERSON:Olivia} will call you back this afternoon.',
  'The prescription is for {PERSON:Samuel Adeyemi}.',
  'This is {PERSON:Chen Wei} from the billing team.',
  'Ask {PERSON:Isabella Rossi} to sign the form.',
  'My husband {PERSON:George} is the account holder.',
  'We hired {PERSON:Fatima Haddad} last month.',
  'I was born on the {DATE_OF_BIRTH:ninth of October nineteen eighty two}.',
  'Date of birth {DATE_OF_BIRTH:04/17/1975}.',
  'Send it to {ADDRESS:12 Harbour Road}, please.',
  'She lives at {ADDRESS:four thirty one Maple Avenue}.',
  'The invoice total is 1245 dollars and 60 cents.',
  'Flight 2047 leaves from gate 18 at 7 40.',
  'Reference 5562 0931 7740 2218 was closed on Friday.',
];

/**
 * A third fresh English set, written and committed on 2026-11-29 after the second fresh set had
 * informed the rules (letters of an IBAN heard as a word, an e-mail's ending written on to its
 * domain) and before anyone read what Whisper wrote of it. Cards pass Luhn, IBANs mod 97,
 * identity numbers their check (made up); the social security number is a made-up one of the
 * 987-65-43xx range kept for advertising.
 */
export const ENGLISH_FRESH_3 = [
  'You can reach my husband on {PHONE:917 555 0134}.',
  'My direct line is {PHONE:two one two, five five five, zero one six eight}, extension four.',
  'Leave a message at {PHONE:+1 303 555 0199} after six.',
  'Her cell is {PHONE:six four six, five five five, oh one two two}.',
  'Please write to {EMAIL:nora.fischer@webmail.de} in German.',
  'Send the contract to {EMAIL:legal at brookside dot com} by noon.',
  'My personal email is {EMAIL:sam underscore ortiz at gmail dot com}.',
  'The invoice came from {EMAIL:accounts@tidewater.net} yesterday.',
  'The full number on my card is {CARD:4167 8026 3410 3444}.',
  'Charge the balance to {CARD:five one one five, nine nine eight eight, five six nine zero, seven seven zero zero}.',
  'The new Visa is {CARD:4405 8409 4985 1481}, please update it.',
  'It is an Amex, {CARD:3418 809491 11820}.',
  'My German IBAN is {IBAN:DE89 3704 0044 0532 0130 00}.',
  'Send the deposit to {IBAN:FR76 3000 6000 0112 3456 7890 189}.',
  'The Dutch account is {IBAN:NL44 RABO 0123 4567 89}.',
  'Refunds go to {IBAN:ES98 2038 5778 9830 0076 0236} within a week.',
  'Wire it to {IBAN:PL61 1090 1014 0000 0712 1981 2874}.',
  'My identity number is {ID_NUMBER:nine one four zero two, six four eight three nine six}.',
  'His Turkish ID number is {ID_NUMBER:89409596864}.',
  'My social security number is {ID_NUMBER:987 65 4320}.',
  'Hi, this is {PERSON:Rebecca Thornton} from the clinic.',
  'Could I speak to {PERSON:Alejandro}, please?',
  'The package was signed for by {PERSON:Mei Lin Zhang}.',
  'My name is {PERSON:Gregory Palmer}.',
  'Tell {PERSON:Ingrid} the meeting is cancelled.',
  'The account holder is {PERSON:Yusuf Demir}.',
  'I was born {DATE_OF_BIRTH:December 3rd, 1991}.',
  'Her flat is at {ADDRESS:88 Kingsway Road}.',
  'The order number is 7712 4409 3381 2096, it is on the way.',
  'We met at 10 30 at gate 22 and left at noon.',
];

/**
 * A fourth fresh English set, written and committed on 2026-11-30 before anything was tried on the
 * sets above that day, and before anyone read what Whisper wrote of it: the figure to expect on
 * sentences nobody fitted the rules to, next to the third set's. More names than before, with cues
 * the rules were not written for ("put me through to", "the patient's name is"). Cards pass Luhn,
 * IBANs mod 97, identity numbers their check (made up).
 */
export const ENGLISH_FRESH_4 = [
  'Good morning, my name is {PERSON:Olivia Grant}.',
  'This is {PERSON:Michael Brennan} returning your call.',
  'Could you put me through to {PERSON:Hiroshi Tanaka}?',
  "The patient's name is {PERSON:Svetlana Petrova}.",
  'I would like to speak with {PERSON:Chidi Okonkwo} about the lease.',
  'My manager, {PERSON:Lucas Moreau}, approved the refund.',
  '{PERSON:Fatima Haddad} called yesterday about her order.',
  'The form was signed by {PERSON:William Foster} on Monday.',
  "I'm {PERSON:Emily Carter}, the new tenant upstairs.",
  'Please ask for {PERSON:Diego} when you get there.',
  'Call me on {PHONE:718 555 0162} after lunch.',
  'The front desk number is {PHONE:three one two, five five five, zero one four seven}.',
  'You can text {PHONE:+1 646 555 0185} at any hour.',
  'His mobile is {PHONE:oh seven nine oh oh, nine eight seven, six five four}.',
  'Try my landline, {PHONE:two zero six, five five five, oh one three nine}.',
  'The number to call is {PHONE:503 555 0120}.',
  'Email me at {EMAIL:olivia.grant@fastmail.com} please.',
  'The booking went to {EMAIL:m underscore brennan at hotmail dot com}.',
  'Copy {EMAIL:records@westgate-clinic.org} on the letter.',
  'Her email is {EMAIL:lena dot kraus at posteo dot de}.',
  'Send the quote to {EMAIL:sales@northwind.co} by Friday.',
  'My address is {EMAIL:chidi at okonkwo law dot com}.',
  'My card number is {CARD:4290 5541 2403 1359}.',
  'Use the Mastercard, {CARD:five two one three, three five one four, nine four four nine, two one nine one}.',
  'The replacement card is {CARD:5547 8524 0508 7837}.',
  'Pay with the Amex, {CARD:3762 821631 01678}.',
  'The Discover number is {CARD:6011 9243 9753 1844}.',
  'Pay the rent into {IBAN:DE31 3203 2535 0640 4376 76}.',
  'The British account is {IBAN:GB46 NWBK 7757 6178 4668 65}.',
  'My Belgian IBAN is {IBAN:BE71 0458 4249 9133}.',
  'Transfer the fee to {IBAN:AT52 3703 5187 3023 0973} this week.',
  'The Turkish account is {IBAN:TR52 6796 4076 3869 0386 5848 70}.',
  'My identity number is {ID_NUMBER:72956514290}.',
  'Her Turkish ID is {ID_NUMBER:three three eight zero three, four zero five six eight zero}.',
  'His social security number is {ID_NUMBER:987 65 4329}.',
  'My date of birth is {DATE_OF_BIRTH:April 9th, 1983}.',
  'He was born on the {DATE_OF_BIRTH:twentieth of October nineteen seventy five}.',
  'We live at {ADDRESS:412 Maple Drive}, next to the school.',
  'The invoice number is 6650 1182 4470 9013, it is paid.',
  'The train leaves at 8 15 from platform 12.',
];

/**
 * A fifth fresh English set, written and committed on 2026-11-30 after the fourth had been
 * measured and read, and before the rules made from it (an e-mail heard without its "at" after its
 * cue, a street named in lower case, a date said with its slashes): the figure to expect of those
 * rules on sentences they were not made from. More addresses and dates of birth than before, and
 * sentences that only look like them. Cards pass Luhn, IBANs mod 97, identity numbers their check
 * (made up).
 */
export const ENGLISH_FRESH_5 = [
  'We live at {ADDRESS:27 Birch Street}, near the station.',
  'Send the keys to {ADDRESS:five sixty Hawthorne Road}.',
  'Her new place is {ADDRESS:1190 Sunset Boulevard}.',
  'My office is at {ADDRESS:forty eight Mill Lane}, second floor.',
  'The parcel went to {ADDRESS:301 Elm Avenue} by mistake.',
  'He moved to {ADDRESS:9 Rosewood Drive} in June.',
  'It is a two hour drive from here, so leave early.',
  'We walked 5 miles down the road after lunch.',
  'My date of birth is {DATE_OF_BIRTH:05/22/1988}.',
  'I was born on the {DATE_OF_BIRTH:first of February, nineteen ninety}.',
  'Her birthday is {DATE_OF_BIRTH:September 30th, 1972}.',
  'The meeting is on 06/12 at ten.',
  'My email is {EMAIL:tom.hughes@proton.me}.',
  'Email me at {EMAIL:ana underscore silva at gmail dot com}.',
  'Write to {EMAIL:info@greenleaf-farms.com} for a price list.',
  'His email address is {EMAIL:k dot patel at yahoo dot co dot uk}.',
  'The reply came from {EMAIL:noreply@citybank.com} this morning.',
  'My work email is {EMAIL:j.rivera@stmarys.org}.',
  'Call me at {PHONE:404 555 0176} tonight.',
  'The landline is {PHONE:eight one eight, five five five, zero one nine two}.',
  'You can reach reception on {PHONE:+1 212 555 0143}.',
  'My number changed to {PHONE:seven two zero, five five five, oh one five one}.',
  'Dial {PHONE:617 555 0109} and ask for the manager.',
  'The backup number is {PHONE:nine one nine, five five five, zero one eight eight}.',
  'My Visa is {CARD:4342 2812 4638 4973}.',
  'Use card number {CARD:five one zero two, nine zero seven seven, zero one one one, five nine nine two}.',
  'The Amex number is {CARD:3469 452180 83441}.',
  'Put it on {CARD:4522 4131 9344 4631}, the debit card.',
  'Pay into {IBAN:DE45 4660 9770 8934 4506 62}.',
  'My UK account is {IBAN:GB89 BARC 3431 6935 1997 24}.',
  'The French IBAN is {IBAN:FR57 2700 1253 2702 1427 2626 731}.',
  'Refund it to {IBAN:NL22 INGB 5198 1174 92}, please.',
  'My identity number is {ID_NUMBER:16837960752}.',
  'His ID number is {ID_NUMBER:two four seven six two, nine four five nine four two}.',
  'My name is {PERSON:Harriet Lowe}.',
  'Please ask for {PERSON:Marcus} at the counter.',
  'This is {PERSON:Dmitri Volkov} from the bank.',
  'The letter was addressed to {PERSON:Grace Whitaker}.',
  'The total came to 4250 dollars with tax.',
  'Your booking reference is 7731 5520 9184 3306.',
];
