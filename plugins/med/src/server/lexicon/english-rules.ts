import type { MedicalCategory } from '../../contract/medical-categories.ts';

type RuleCategory = Exclude<MedicalCategory, 'dose'>;

/**
 * How a word of the medical word list is placed when no list of ours names it: by the endings
 * medicine builds its words with. International nonproprietary drug-name stems (-mab, -pril,
 * -olol, -statin, -cillin, -azole, ...), conditions (-itis, -emia, -osis, -oma, -pathy, ...),
 * procedures (-ectomy, -otomy, -plasty, ...), tests (-scopy, -graphy, -gram, -metry), a few
 * anatomical endings and metric units. Longer endings are tried first, so "-conazole" (drug) is
 * not read as "-osis"-like noise, and "kilogram" is a unit rather than a test.
 */
const ENDINGS: readonly (readonly [string, RuleCategory])[] = [
  // Units before "-gram" the test: kilogram, microgram, millilitre.
  ...['kilo', 'milli', 'micro', 'nano', 'centi', 'deci'].flatMap((prefix) =>
    ['gram', 'grams', 'liter', 'liters', 'litre', 'litres', 'mole', 'moles', 'meter', 'meters', 'metre', 'metres', 'equivalent', 'equivalents']
      .map((unit): [string, RuleCategory] => [`${prefix}${unit}`, 'unit'])),
  // Drugs.
  ...[
    'mab', 'pril', 'sartan', 'olol', 'alol', 'ilol', 'statin', 'cillin', 'mycin', 'micin', 'cycline', 'oxacin', 'azole', 'tidine',
    'dipine', 'oxetine', 'triptan', 'navir', 'clovir', 'vudine', 'parin', 'afil', 'gliptin', 'gliflozin', 'glitazone', 'lukast',
    'thiazide', 'caine', 'azepam', 'azolam', 'barbital', 'profen', 'fenac', 'coxib', 'tinib', 'platin', 'rubicin', 'setron', 'formin',
    'triptyline', 'peridol', 'pramine', 'dronate', 'glutide', 'enatide', 'xaban', 'gatran', 'grel', 'terol', 'tropium', 'olone',
    'isone', 'asone', 'semide', 'oquine', 'zosin', 'sulosin', 'apine', 'idone', 'racetam', 'sertib', 'ciclib', 'lisib', 'zomib',
    'teplase', 'plase', 'parib', 'vastatin', 'tretinoin', 'thromycin', 'floxacin', 'cefalexin', 'mustine', 'trexate',
  ].map((ending): [string, RuleCategory] => [ending, 'drug']),
  // Procedures.
  ...['ectomy', 'ectomies', 'otomy', 'otomies', 'ostomy', 'ostomies', 'plasty', 'plasties', 'pexy', 'rrhaphy', 'centesis', 'desis', 'tripsy']
    .map((ending): [string, RuleCategory] => [ending, 'procedure']),
  // Tests.
  ...['scopy', 'scopies', 'graphy', 'graphies', 'gram', 'grams', 'metry'].map((ending): [string, RuleCategory] => [ending, 'test']),
  // Anatomy: the layers and linings medicine names so.
  ...['cardium', 'metrium', 'thelium', 'osteum', 'chondrium', 'ventricle', 'ventricles']
    .map((ending): [string, RuleCategory] => [ending, 'anatomy']),
  // Conditions.
  ...[
    'itis', 'itides', 'emia', 'aemia', 'emias', 'osis', 'oses', 'oma', 'omas', 'omata', 'pathy', 'pathies', 'algia', 'plegia', 'paresis',
    'penia', 'megaly', 'rrhea', 'rrhoea', 'rrhagia', 'rrhage', 'iasis', 'ectasis', 'ectasia', 'uria', 'plasia', 'trophy', 'philia',
    'phobia', 'cele', 'spasm', 'ptosis', 'cardia', 'thermia', 'oxia', 'phagia', 'phasia', 'pnea', 'pnoea', 'ataxia', 'emesis',
    'lepsy', 'thyroidism', 'mania', 'cytosis', 'opia', 'edema', 'oedema', 'ischemia', 'infarction', 'insufficiency', 'carcinoma',
  ].map((ending): [string, RuleCategory] => [ending, 'condition']),
];

/** Longest first, so the most specific ending decides. */
const BY_LENGTH = [...ENDINGS].sort((a, b) => b[0].length - a[0].length);

/** The shortest word an ending can place: "-oma" alone would take "coma"'s neighbours such as "soma". */
const MIN_LENGTH = 6;

/** The category the endings give a medical word, or null: "trophy" and "diploma" are excluded by the caller. */
export function englishRuleCategory(word: string): RuleCategory | null {
  if (word.length < MIN_LENGTH || !/^[a-z][a-z'-]*$/.test(word)) return null;
  for (const [ending, category] of BY_LENGTH) {
    // An ending needs a stem before it; a unit is a whole word ("micrograms").
    if (word.endsWith(ending) && word.length >= ending.length + (category === 'unit' ? 0 : 3)) return category;
  }
  return null;
}
