/** Common Turkish first names. */
export const TURKISH_FIRST_NAMES = `
Ahmet|Mehmet|Mustafa|Ali|Hüseyin|Hasan|İbrahim|İsmail|Osman|Yusuf|Murat|Ömer|Ramazan|Halil|Süleyman|Abdullah|Mahmut|Recep|Salih|Fatih|Kadir|Emre|Hakan|Burak|Serkan|Onur|Tolga|Volkan|Cem|Can|Deniz|Barış|Umut|Kemal|Orhan|Erkan|Erol|Sinan|Selim|Selçuk|Tarık|Tuncay|Uğur|Oğuz|Oğuzhan|Kaan|Arda|Berk|Efe|Emir|Eren|Alp|Alper|Batuhan|Berkay|Doğan|Ercan|Ferhat|Gökhan|Hamza|Harun|İlker|Kerem|Koray|Levent|Metin|Mert|Necati|Nihat|Okan|Ozan|Rıza|Sami|Sedat|Serdar|Tamer|Taner|Tayfun|Turgut|Yasin|Yavuz|Yiğit|Zafer|Cengiz|Bülent|Cihan|Ertuğrul|Fikret|Haluk|İlhan|Kenan|Melih|Nazım|Orhun|Rüştü|Şükrü|Tevfik|Vedat|Yılmaz|Zeki|Engin|Egemen|Atilla|Aydın|Bora|Cenk|Erdem|Furkan|Görkem|Kıvanç|Poyraz|Ahmed|Enes|Ozan|Taylan|Tuncer|Hilmi|Nurettin|Bekir|Cevdet|Adnan|Rauf|Kazım|Hikmet|Ayhan|Erhan|Sabri|Şahin|Tahsin|Yunus|Emin|Mesut|Arif|Atakan
Ayşe|Fatma|Emine|Hatice|Zeynep|Elif|Meryem|Şerife|Zehra|Sultan|Hanife|Merve|Esra|Özlem|Büşra|Yasemin|Ebru|Gül|Derya|Sibel|Seda|Sevgi|Hülya|Songül|Gamze|Tuğba|Pınar|Aslı|Ceren|Defne|Ece|Ela|Eylül|Irmak|İrem|Melis|Nazlı|Selin|Sena|Simge|Tuba|Yağmur|Zerrin|Aylin|Ayten|Canan|Dilek|Filiz|Gülşen|Hande|Leyla|Nilüfer|Nur|Özge|Serap|Şule|Tülay|Ümran|Zuhal|Burcu|Cansu|Damla|Dilara|Duygu|Elçin|Ezgi|Gizem|Gökçe|Işıl|Kübra|Melike|Nesrin|Nihan|Rabia|Sevda|Sinem|Şeyma|Tuğçe|Ayla|Bahar|Berna|Beyza|Buse|Didem|Emel|Feride|Funda|Gönül|Hale|Havva|Kader|Lale|Mine|Necla|Neslihan|Nermin|Oya|Pelin|Reyhan|Saadet|Selma|Semra|Sevim|Şeyda|Tülin|Yeşim|Zübeyde|Asya|Azra|Ecrin|Mira|Naz|Nisa|Öykü|Sude|Beril|Bilge|Çağla|Esin|Gülay|Nevin|Jale|Münevver|Fadime|Hacer|Kezban|Cemile|Meltem|Nazan|Nilay|Arzu
`;

/** Common Turkish surnames. */
export const TURKISH_SURNAMES = `
Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|Özkan|Şimşek|Polat|Özcan|Korkmaz|Çakır|Erdoğan|Yavuz|Can|Acar|Şen|Aktaş|Güler|Yalçın|Güneş|Bozkurt|Bulut|Keskin|Ünal|Turan|Gül|Özer|Işık|Kaplan|Avcı|Sarı|Tekin|Taş|Köse|Yüksel|Ateş|Aksoy|Uçar|Karataş|Güven|Tunç|Ekinci|Altın|Erdem|Kalkan|Sönmez|Bayram|Türk|Akın|Uysal|Durmaz|Karakaya|Akgül|Coşkun|Çiftçi|Duman|Eren|Erol|Gök|Kahraman|Oral|Özkaya|Sezer|Tuna|Uzun|Yurt|Akbulut|Akyüz|Başaran|Bilgin|Çınar|Dinç|Ergin|Gündoğdu|Karaca|Kocabaş|Oruç|Özgür|Pamuk|Sağlam|Savaş|Soylu|Tan|Toprak|Uğur|Yazıcı|Yücel|Atatürk|İnönü|Pamukoğlu|Kemal|Sabancı|Koçak|Aydemir|Ulusoy|Bayraktar|Özal|Demirel|Ecevit|Karahan|Topçu|Ertürk|Akar|Fidan|Gürsoy|Kurtuluş|Okur|Şenol|Tatlı|Yaman|Zengin|Aksu|Baysal|Demirtaş|Tekinalp|Albayrak
`;

/** The 81 provinces, large districts, and a few regions and landmarks. */
export const TURKISH_PLACES = `
Adana|Adıyaman|Afyonkarahisar|Afyon|Ağrı|Amasya|Ankara|Antalya|Artvin|Aydın|Balıkesir|Bilecik|Bingöl|Bitlis|Bolu|Burdur|Bursa|Çanakkale|Çankırı|Çorum|Denizli|Diyarbakır|Edirne|Elazığ|Erzincan|Erzurum|Eskişehir|Gaziantep|Giresun|Gümüşhane|Hakkari|Hatay|Isparta|Mersin|İstanbul|İzmir|Kars|Kastamonu|Kayseri|Kırklareli|Kırşehir|Kocaeli|Konya|Kütahya|Malatya|Manisa|Kahramanmaraş|Mardin|Muğla|Muş|Nevşehir|Niğde|Ordu|Rize|Sakarya|Samsun|Siirt|Sinop|Sivas|Tekirdağ|Tokat|Trabzon|Tunceli|Şanlıurfa|Urfa|Uşak|Van|Yozgat|Zonguldak|Aksaray|Bayburt|Karaman|Kırıkkale|Batman|Şırnak|Bartın|Ardahan|Iğdır|Yalova|Karabük|Kilis|Osmaniye|Düzce|Antep|Maraş
Kadıköy|Beşiktaş|Üsküdar|Şişli|Beyoğlu|Fatih|Bakırköy|Sarıyer|Ataşehir|Maltepe|Kartal|Pendik|Esenyurt|Bağcılar|Beylikdüzü|Eminönü|Taksim|Karaköy|Moda|Bebek|Nişantaşı|Levent|Mecidiyeköy|Çankaya|Keçiören|Kızılay|Ulus|Yenimahalle|Etimesgut|Karşıyaka|Bornova|Konak|Alsancak|Buca|Çeşme|Bodrum|Marmaris|Fethiye|Kaş|Alanya|Kuşadası|Ayvalık|Kapadokya|Ürgüp|Göreme|Pamukkale|Efes|Safranbolu|Uludağ|Erciyes|Ağrı Dağı|Nemrut|Sümela
Marmara|Ege|Akdeniz|Karadeniz|İç Anadolu|Doğu Anadolu|Güneydoğu Anadolu|Anadolu|Trakya|Boğaz|Boğaziçi|Haliç|Kızılırmak|Fırat|Dicle|Van Gölü|Tuz Gölü|Kıbrıs|Balkanlar|Kafkasya|Orta Doğu|Ortadoğu
Türkiye|Almanya|Fransa|İngiltere|Birleşik Krallık|İtalya|İspanya|Portekiz|Yunanistan|Bulgaristan|Romanya|Rusya|Ukrayna|Gürcistan|Azerbaycan|Ermenistan|İran|Irak|Suriye|Lübnan|İsrail|Filistin|Mısır|Suudi Arabistan|Katar|Kuveyt|Ürdün|Libya|Tunus|Cezayir|Fas|Amerika|Amerika Birleşik Devletleri|ABD|Kanada|Meksika|Brezilya|Arjantin|Şili|Çin|Japonya|Kore|Güney Kore|Kuzey Kore|Hindistan|Pakistan|Afganistan|Endonezya|Malezya|Avustralya|Hollanda|Belçika|İsviçre|Avusturya|İsveç|Norveç|Danimarka|Finlandiya|Polonya|Macaristan|Çekya|Sırbistan|Hırvatistan|Bosna|Arnavutluk|Kazakistan|Özbekistan|Türkmenistan|Kırgızistan|Azerbaycan|Avrupa|Asya|Afrika|Londra|Paris|Berlin|Roma|Moskova|Viyana|Atina|Madrid|Brüksel|Amsterdam|Tahran|Bağdat|Şam|Kahire|Bakü|Tiflis|Pekin|Tokyo|New York|Washington|Münih|Frankfurt|Köln|Hamburg|Lefkoşa|Kudüs
`;

/** Organizations by name: institutions, companies, banks, clubs, parties, media. */
export const TURKISH_ORGANIZATIONS = `
TBMM|Türkiye Büyük Millet Meclisi|Meclis|Cumhurbaşkanlığı|Merkez Bankası|Türkiye Cumhuriyet Merkez Bankası|TCMB|TÜİK|Türkiye İstatistik Kurumu|TÜBİTAK|YÖK|ÖSYM|MEB|Diyanet|Diyanet İşleri Başkanlığı|AFAD|Kızılay|Türk Kızılay|SGK|TRT|Anadolu Ajansı|AA|DHA|İHA|Hürriyet|Milliyet|Sabah|Cumhuriyet|Sözcü|NTV|CNN Türk|Habertürk|Kanal D|Show TV|ATV|Star TV|Fox TV|TMSF|BDDK|SPK|Borsa İstanbul|TOBB|TÜSİAD|MÜSİAD|Türk-İş|DİSK|TFF|Türkiye Futbol Federasyonu|UEFA|FIFA|NATO|BM|Birleşmiş Milletler|Avrupa Birliği|AB|Dünya Sağlık Örgütü|DSÖ|IMF|Dünya Bankası
Türk Hava Yolları|THY|Pegasus|Türk Telekom|Turkcell|Vodafone|Koç Holding|Sabancı Holding|Arçelik|Vestel|Beko|Ford Otosan|Tofaş|Aselsan|ASELSAN|TUSAŞ|Roketsan|Baykar|Tüpraş|BOTAŞ|PTT|TCDD|Migros|BİM|A101|ŞOK|Trendyol|Hepsiburada|Getir|Ülker|Eti|Garanti BBVA|Garanti Bankası|Akbank|Yapı Kredi|İş Bankası|Türkiye İş Bankası|Ziraat Bankası|Halkbank|Vakıfbank|VakıfBank|Denizbank|QNB Finansbank|Google|Apple|Microsoft|Amazon|Meta|Facebook|Twitter|Tesla|Samsung|Toyota|Mercedes
Galatasaray|Fenerbahçe|Beşiktaş JK|Trabzonspor|Başakşehir|Bursaspor|Göztepe|Sivasspor|Konyaspor|Kasımpaşa|Anadolu Efes|Eczacıbaşı|VakıfBank Spor
AK Parti|AKP|CHP|MHP|İYİ Parti|HDP|DEM Parti|Saadet Partisi|Zafer Partisi|Cumhuriyet Halk Partisi|Adalet ve Kalkınma Partisi|Milliyetçi Hareket Partisi
İstanbul Üniversitesi|Ankara Üniversitesi|Hacettepe Üniversitesi|Boğaziçi Üniversitesi|ODTÜ|Orta Doğu Teknik Üniversitesi|İTÜ|İstanbul Teknik Üniversitesi|Ege Üniversitesi|Marmara Üniversitesi|Bilkent|Bilkent Üniversitesi|Koç Üniversitesi|Sabancı Üniversitesi|Gazi Üniversitesi|Dokuz Eylül Üniversitesi|Yıldız Teknik Üniversitesi
`;

/** Words that end an organization's name: "X Bankası", "Y Üniversitesi", "Z Holding". */
export const TURKISH_ORGANIZATION_HEADS = new Set([
  'bankası', 'üniversitesi', 'holding', 'a.ş.', 'ltd.', 'şti.', 'bakanlığı', 'belediyesi', 'derneği', 'vakfı', 'şirketi', 'hastanesi',
  'kulübü', 'partisi', 'ajansı', 'gazetesi', 'federasyonu', 'başkanlığı', 'müdürlüğü', 'valiliği', 'kaymakamlığı', 'kurumu', 'kurulu',
  'odası', 'birliği', 'enstitüsü', 'fakültesi', 'lisesi', 'okulu', 'müzesi', 'meclisi', 'mahkemesi', 'komisyonu', 'ajans', 'grubu',
  'spor', 'sendikası', 'televizyonu', 'radyosu', 'yayınları', 'teşkilatı', 'örgütü', 'konseyi', 'şubesi', 'fabrikası', 'market', 'marketleri',
]);

/** Words that end a place's name: "Bağdat Caddesi", "Galata Köprüsü". */
export const TURKISH_PLACE_HEADS = new Set([
  'caddesi', 'sokağı', 'sokak', 'bulvarı', 'mahallesi', 'meydanı', 'köprüsü', 'havalimanı', 'havaalanı', 'limanı', 'gölü', 'dağı',
  'nehri', 'körfezi', 'adası', 'parkı', 'ilçesi', 'köyü', 'vadisi', 'kalesi', 'sarayı', 'camii', 'tüneli', 'istasyonu', 'garı', 'otogarı', 'plajı',
]);

/** Titles and forms of address: the name beside them is a person ("Dr. Ayşe", "Ahmet Bey"). */
export const TURKISH_TITLES_BEFORE = new Set([
  'dr.', 'prof.', 'doç.', 'av.', 'op.', 'uzm.', 'sayın', 'bakan', 'başkan', 'cumhurbaşkanı', 'başbakan', 'vali', 'müdür', 'kaymakam',
  'büyükelçi', 'general', 'orgeneral', 'yazar', 'sanatçı', 'hoca', 'hocam', 'teknik', 'direktör', 'milletvekili', 'öğretmen', 'şarkıcı',
]);
export const TURKISH_TITLES_AFTER = new Set(['bey', 'hanım', 'beyefendi', 'hanımefendi', 'hoca', 'hocam', 'abla', 'abi', 'ağabey', 'amca', 'teyze', 'paşa', 'efendi', 'usta']);

/** Names that are everyday words too ("deniz" sea, "umut" hope): without capitals they need a surname or a title beside them. */
export const TURKISH_AMBIGUOUS = new Set([
  'can', 'deniz', 'barış', 'umut', 'nur', 'gül', 'bahar', 'irmak', 'yağmur', 'bilge', 'kader', 'lale', 'naz', 'savaş', 'yıldız', 'kara', 'demir',
  'doğan', 'aydın', 'güneş', 'bulut', 'sultan', 'sabah', 'eylül', 'emel', 'mine', 'hale', 'ayla', 'taş', 'gök', 'altın', 'tan', 'toprak', 'kurt',
  'arslan', 'aslan', 'ateş', 'işık', 'ışık', 'tuna', 'uzun', 'türk', 'yurt', 'meclis', 'ege', 'boğaz', 'van', 'fas', 'ordu', 'batman', 'kilis',
  'sabah', 'cumhuriyet', 'fatih', 'koç', 'polat', 'erdem', 'uğur', 'zafer', 'çınar', 'sevgi', 'eti', 'aa', 'ab', 'bm', 'kızılay', 'ulus', 'moda',
  'bebek', 'kaş', 'ağrı', 'kars', 'muş', 'rize', 'bolu', 'şen', 'tatlı', 'sarı', 'akın', 'uysal', 'sağlam', 'zengin', 'keskin', 'güven', 'yücel',
]);

/** Case and possessive endings a word may carry, longest first (used without an apostrophe in transcripts). */
export const TURKISH_SUFFIXES = [
  'nın', 'nin', 'nun', 'nün', 'dan', 'den', 'tan', 'ten', 'nda', 'nde', 'daki', 'deki', 'taki', 'teki',
  'da', 'de', 'ta', 'te', 'ya', 'ye', 'yı', 'yi', 'yu', 'yü', 'ın', 'in', 'un', 'ün', 'a', 'e', 'ı', 'i', 'u', 'ü', 'la', 'le', 'yla', 'yle',
  'ndan', 'nden', 'na', 'ne', 'nı', 'ni', 'nu', 'nü', 'daydı', 'deydi', 'taydı', 'teydi', 'dayız', 'deyiz', 'dır', 'dir', 'daymış', 'deymiş',
];

export const TURKISH_ABBREVIATIONS = new Set(['dr.', 'prof.', 'doç.', 'av.', 'op.', 'uzm.', 'a.ş.', 'ltd.', 'şti.', 'sn.', 'st.', 'cad.', 'sok.', 'mah.']);
