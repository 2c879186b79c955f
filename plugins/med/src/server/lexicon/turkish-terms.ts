import type { MedicalCategory } from '../../contract/medical-categories.ts';

/**
 * Our own Turkish lexicon (no packaged one is known): common drugs as sold in Turkey, conditions
 * and symptoms, anatomy, procedures, tests and units, in the dictionary form; a compound is
 * written as it is said ("kan tahlili", "şeker hastalığı") and its last word takes the suffixes.
 * Stems that drop a vowel under a suffix are listed as well ("ağız" / "ağz-ı").
 */
export const TURKISH_TERMS: Readonly<Record<Exclude<MedicalCategory, 'dose'>, readonly string[]>> = {
  drug: [
    'parasetamol', 'parol', 'aspirin', 'ibuprofen', 'naproksen', 'diklofenak', 'metamizol', 'kodein', 'morfin', 'tramadol', 'insülin',
    'metformin', 'varfarin', 'heparin', 'enoksaparin', 'digoksin', 'furosemid', 'spironolakton', 'levotiroksin', 'prednizolon',
    'prednizon', 'deksametazon', 'kortizon', 'salbutamol', 'ventolin', 'metotreksat', 'allopurinol', 'kolşisin', 'sertralin', 'fluoksetin',
    'essitalopram', 'sitalopram', 'paroksetin', 'venlafaksin', 'ketiapin', 'olanzapin', 'risperidon', 'haloperidol', 'lorazepam',
    'diazepam', 'alprazolam', 'klonazepam', 'melatonin', 'gabapentin', 'pregabalin', 'levetirasetam', 'karbamazepin', 'valproat',
    'omeprazol', 'pantoprazol', 'esomeprazol', 'lansoprazol', 'ranitidin', 'famotidin', 'amoksisilin', 'augmentin', 'penisilin',
    'ampisilin', 'azitromisin', 'klaritromisin', 'doksisiklin', 'siprofloksasin', 'levofloksasin', 'metronidazol', 'seftriakson',
    'sefuroksim', 'flukonazol', 'asiklovir', 'amlodipin', 'lisinopril', 'ramipril', 'losartan', 'valsartan', 'metoprolol', 'bisoprolol',
    'propranolol', 'atorvastatin', 'rosuvastatin', 'simvastatin', 'klopidogrel', 'apiksaban', 'rivaroksaban', 'sitagliptin', 'empagliflozin',
    'alendronat', 'montelukast', 'setirizin', 'loratadin', 'adrenalin', 'atropin', 'lidokain', 'antibiyotik', 'ağrı kesici',
    'antidepresan', 'antihistaminik', 'kan sulandırıcı', 'tansiyon ilacı', 'şeker ilacı', 'kolesterol ilacı', 'vitamin', 'aşı', 'serum',
    'şurup', 'merhem', 'krem',
  ],
  condition: [
    'ağrı', 'ateş', 'öksürük', 'grip', 'nezle', 'soğuk algınlığı', 'baş ağrısı', 'migren', 'bulantı', 'mide bulantısı', 'kusma', 'ishal',
    'kabızlık', 'baş dönmesi', 'yorgunluk', 'halsizlik', 'şişlik', 'kaşıntı', 'kanama', 'enfeksiyon', 'iltihap', 'kırık', 'burkulma',
    'morluk', 'yanık', 'yara', 'ülser', 'tümör', 'kanser', 'felç', 'inme', 'nöbet', 'sara', 'epilepsi', 'astım', 'diyabet',
    'şeker hastalığı', 'obezite', 'kansızlık', 'anemi', 'hipertansiyon', 'yüksek tansiyon', 'düşük tansiyon', 'depresyon', 'anksiyete',
    'kaygı bozukluğu', 'uykusuzluk', 'demans', 'alzheimer', 'gut', 'romatizma', 'artrit', 'kireçlenme', 'osteoporoz', 'kemik erimesi',
    'zatürre', 'pnömoni', 'bronşit', 'sepsis', 'reflü', 'mide yanması', 'ödem', 'sarılık', 'alerji', 'fıtık', 'bel fıtığı', 'kist',
    'apandisit', 'hepatit', 'sistit', 'sinüzit', 'gastrit', 'kolit', 'tonsillit', 'menenjit', 'nefes darlığı', 'göğüs ağrısı',
    'karın ağrısı', 'bel ağrısı', 'boğaz ağrısı', 'diş ağrısı', 'kalp krizi', 'kalp yetmezliği', 'böbrek yetmezliği', 'böbrek taşı',
    'safra taşı', 'kemik kırığı', 'ritim bozukluğu', 'tansiyon yüksekliği', 'koah', 'kovid', 'korona', 'verem', 'tüberküloz', 'sıtma',
    'suçiçeği', 'kızamık', 'kabakulak', 'idrar yolu enfeksiyonu', 'tiroid bozukluğu', 'guatr', 'hipotiroidi', 'hipertiroidi', 'katarakt',
    'glokom', 'pıhtı', 'tromboz', 'emboli', 'lenfoma', 'lösemi', 'karsinom', 'miyom', 'sistit', 'egzama', 'sedef', 'akne', 'uyuz',
  ],
  anatomy: [
    'kalp', 'akciğer', 'karaciğer', 'böbrek', 'beyin', 'mide', 'bağırsak', 'kalın bağırsak', 'ince bağırsak', 'pankreas', 'dalak',
    'mesane', 'idrar kesesi', 'safra kesesi', 'apandis', 'yemek borusu', 'tiroid', 'prostat', 'rahim', 'yumurtalık', 'meme', 'deri', 'cilt',
    'kemik', 'kas', 'tendon', 'bağ', 'kıkırdak', 'omurga', 'omurilik', 'kafatası', 'kaburga', 'leğen kemiği', 'kalça', 'diz', 'ayak bileği',
    'ayak', 'bacak', 'uyluk', 'omuz', 'dirsek', 'el bileği', 'el', 'parmak', 'kol', 'boyun', 'boyn', 'boğaz', 'göğüs', 'göğs', 'karın',
    'karn', 'bel', 'sırt', 'baş', 'kafa', 'alın', 'yüz', 'göz', 'kulak', 'burun', 'burn', 'ağız', 'ağz', 'dil', 'diş', 'dişeti', 'çene',
    'atardamar', 'toplardamar', 'damar', 'aort', 'kalp kapağı', 'retina', 'kornea', 'sinüs', 'bademcik', 'rektum', 'lenf bezi', 'sinir',
    'kemik iliği',
  ],
  procedure: [
    'ameliyat', 'operasyon', 'cerrahi', 'nakil', 'organ nakli', 'böbrek nakli', 'bypass', 'baypas', 'stent', 'anjiyo', 'anjiyoplasti',
    'diyaliz', 'kemoterapi', 'radyoterapi', 'ışın tedavisi', 'fizik tedavi', 'fizyoterapi', 'aşılama', 'enjeksiyon', 'iğne', 'serum takmak',
    'kan nakli', 'transfüzyon', 'amputasyon', 'entübasyon', 'dikiş', 'alçı', 'atel', 'sonda', 'kateter', 'sezaryen', 'normal doğum',
    'kürtaj', 'apandisit ameliyatı', 'kalp ameliyatı', 'katarakt ameliyatı', 'diz protezi', 'kalça protezi', 'kanal tedavisi', 'anestezi',
    'narkoz', 'rehabilitasyon', 'psikoterapi', 'laparoskopi', 'histerektomi', 'mastektomi', 'tonsillektomi', 'apendektomi', 'kolesistektomi',
  ],
  test: [
    'tahlil', 'kan tahlili', 'idrar tahlili', 'kan testi', 'test', 'tansiyon', 'kan basıncı', 'nabız', 'şeker', 'kan şekeri', 'kolesterol',
    'hemoglobin', 'hba1c', 'kreatinin', 'potasyum', 'sodyum', 'trombosit', 'lökosit', 'hemogram', 'tam kan sayımı', 'karaciğer enzimleri',
    'oksijen satürasyonu', 'kültür', 'kan kültürü', 'röntgen', 'akciğer filmi', 'film', 'mr', 'emar', 'manyetik rezonans', 'tomografi',
    'bilgisayarlı tomografi', 'bt', 'pet', 'ultrason', 'ultrasonografi', 'usg', 'ekg', 'elektrokardiyogram', 'eko', 'ekokardiyografi',
    'efor testi', 'eeg', 'mamografi', 'biyopsi', 'smear', 'endoskopi', 'kolonoskopi', 'gastroskopi', 'solunum testi', 'spirometri',
    'pcr', 'pcr testi', 'sürüntü',
  ],
  unit: [
    'mg', 'miligram', 'mcg', 'mikrogram', 'g', 'gr', 'gram', 'kg', 'kilogram', 'ml', 'mililitre', 'cc', 'ünite', 'iu', 'mmhg', 'mmol',
    'milimol', 'mg/dl', 'dakikada atım', 'derece',
  ],
};

/** Turkish words that are medical only in a medical context ("şehrin kalbi", "tablet", "baskı"). */
export const TURKISH_CONTEXT_ONLY: ReadonlySet<string> = new Set([
  'kalp', 'el', 'kol', 'ayak', 'baş', 'kafa', 'yüz', 'göz', 'dil', 'bağ', 'bel', 'diz', 'kas', 'operasyon', 'test', 'film', 'kültür',
  'şeker', 'pet', 'bt', 'eko', 'g', 'gr', 'cc', 'derece', 'iğne', 'dikiş', 'alçı', 'sonda', 'serum', 'krem', 'nakil', 'yara', 'ateş',
  'kırık', 'yanık', 'nöbet', 'sara', 'inme', 'gut', 'sedef', 'kaygı', 'vitamin', 'sinir', 'damar', 'alın', 'karın', 'karn', 'meme', 'sırt',
  'ağız', 'ağz', 'burun', 'burn', 'göğüs', 'göğs', 'boyun', 'boyn', 'boğaz', 'kemik', 'aşı', 'ağrı',
]);

/** Everyday words whose stem looks like a term: "yüzünden" (because of), "başında" (at the start of), "yüzde" (per cent). */
export const TURKISH_NOT_TERMS: ReadonlySet<string> = new Set([
  'yüzünden', 'yüzden', 'yüzde', 'yüzüne', 'başında', 'başına', 'başından', 'başta', 'başka', 'elde', 'ele', 'elden', 'dilde', 'dizi',
  'diziler', 'dizisi', 'bağlı', 'bağlantı', 'belki', 'belli',
]);
