/**
 * The development sentences the detectors were written beside (the held-out set of the bench,
 * `held-out-sentences.ts`, was never used to adjust them). Marks: {KIND:words}.
 */
export const ENGLISH_DEVELOPMENT = [
  'Hi, my name is {PERSON:John Smith} and my number is {PHONE:five five five, one two three, four five six seven.}',
  'You can reach me at {PHONE:555-123-4567} or {EMAIL:john.smith@example.com} tomorrow.',
  'my email is {EMAIL:john dot smith at example dot com} thanks',
  'My card is {CARD:4111 1111 1111 1111} and the order number is 1234 5678 9012 3456.',
  'I was born on {DATE_OF_BIRTH:May 5th, 1984} and I live at {ADDRESS:221B Baker Street, apartment 4.}',
  'I live at {ADDRESS:forty two Elm Road.}',
  'we are at {ADDRESS:two one four nine maple drive} now',
  'Please send it to {IBAN:GB29 NWBK 6016 1331 9268 19} by Friday.',
  'I spoke with Dr. {PERSON:Amara Okafor} about the results.',
  'call me on {PHONE:oh two oh seven, nine four six, double oh one two} after lunch',
  'date of birth the {DATE_OF_BIRTH:twelfth of March nineteen ninety} and card {CARD:five five double oh, double oh five five, five five five five, five five five nine}',
];

export const TURKISH_DEVELOPMENT = [
  'Benim adım {PERSON:Ayşe Yılmaz,} telefonum {PHONE:0532 123 45 67.}',
  'Kimlik numaram {ID_NUMBER:10000000146} ve doğum tarihim {DATE_OF_BIRTH:12 Mayıs 1984.}',
  'numaram {PHONE:sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi}',
  'adresim {ADDRESS:Moda Mahallesi Gül Sokak No 5 Daire 3} Kadıköy',
  'e posta adresim {EMAIL:ayse et gmail nokta com}',
  '{PERSON:Mehmet Bey} yarın {ADDRESS:Bağdat Caddesi numara kırk beş} adresine gelecek.',
  'IBAN numaram {IBAN:TR33 0006 1005 1978 6457 8413 26} olarak kayıtlı.',
  'kartım {CARD:dört bin yüz on bir, bin yüz on bir, bin yüz on bir, bin yüz on bir}',
  'Çağrı merkezi {PHONE:444 1 444} numaralı hattan aranabilir.',
  'Toplantı 12 Mayıs günü saat üçte, 150 kişi katılacak.',
];

/** Ordinary text with numbers and names of things, where nothing is personal. */
export const NOTHING_PERSONAL = [
  ['en', 'The order number is 1234 5678 9012 3456 and it ships in 3 days.'],
  ['en', 'We met on May 5th at the office and sold 1500 units for 25 dollars each.'],
  ['en', 'The train leaves at 10 35 from platform 9.'],
  ['tr', 'Sipariş numarası 1234 5678 9012 3456, kargo 3 gün içinde gelir.'],
  ['tr', 'Toplantı 12 Mayıs günü saat üçte, 150 kişi katılacak.'],
  ['tr', 'Ankara ile İstanbul arasında hızlı tren her gün 8 sefer yapıyor.'],
] as const;
