import type { MedicalCategory } from '../../contract/medical-categories.ts';

/**
 * Our own English lists (written here, not taken from the cspell list): common terms the suffix
 * rules cannot place (plain words such as "pain", "liver", "x-ray"), multi-word terms, and drug
 * classes. Lower case; a phrase's words are separated by single spaces.
 */
export const ENGLISH_TERMS: Readonly<Record<Exclude<MedicalCategory, 'dose'>, readonly string[]>> = {
  drug: [
    'aspirin', 'paracetamol', 'acetaminophen', 'ibuprofen', 'naproxen', 'diclofenac', 'codeine', 'morphine', 'tramadol', 'oxycodone',
    'fentanyl', 'insulin', 'metformin', 'warfarin', 'heparin', 'digoxin', 'amiodarone', 'nitroglycerin', 'furosemide', 'spironolactone',
    'hydrochlorothiazide', 'levothyroxine', 'prednisone', 'prednisolone', 'hydrocortisone', 'dexamethasone', 'albuterol', 'salbutamol',
    'methotrexate', 'allopurinol', 'colchicine', 'lithium', 'sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine',
    'venlafaxine', 'duloxetine', 'bupropion', 'mirtazapine', 'trazodone', 'quetiapine', 'olanzapine', 'risperidone', 'haloperidol',
    'lorazepam', 'diazepam', 'alprazolam', 'clonazepam', 'midazolam', 'zolpidem', 'melatonin', 'gabapentin', 'pregabalin', 'levetiracetam',
    'lamotrigine', 'carbamazepine', 'valproate', 'phenytoin', 'topiramate', 'levodopa', 'donepezil', 'memantine', 'sumatriptan',
    'ondansetron', 'metoclopramide', 'loperamide', 'lactulose', 'senna', 'omeprazole', 'pantoprazole', 'esomeprazole', 'lansoprazole',
    'ranitidine', 'famotidine', 'amoxicillin', 'penicillin', 'ampicillin', 'flucloxacillin', 'azithromycin', 'clarithromycin',
    'erythromycin', 'doxycycline', 'ciprofloxacin', 'levofloxacin', 'metronidazole', 'nitrofurantoin', 'trimethoprim', 'vancomycin',
    'gentamicin', 'ceftriaxone', 'cefuroxime', 'cephalexin', 'clindamycin', 'fluconazole', 'acyclovir', 'valacyclovir', 'oseltamivir',
    'amlodipine', 'nifedipine', 'diltiazem', 'verapamil', 'lisinopril', 'enalapril', 'ramipril', 'losartan', 'valsartan', 'candesartan',
    'metoprolol', 'atenolol', 'bisoprolol', 'propranolol', 'carvedilol', 'atorvastatin', 'simvastatin', 'rosuvastatin', 'pravastatin',
    'clopidogrel', 'apixaban', 'rivaroxaban', 'dabigatran', 'enoxaparin', 'sitagliptin', 'empagliflozin', 'dapagliflozin', 'liraglutide',
    'semaglutide', 'glipizide', 'gliclazide', 'alendronate', 'adalimumab', 'infliximab', 'rituximab', 'tamoxifen', 'montelukast',
    'cetirizine', 'loratadine', 'diphenhydramine', 'epinephrine', 'adrenaline', 'atropine', 'naloxone', 'ketamine', 'propofol',
    'lidocaine', 'vitamin d', 'vitamin b12', 'folic acid', 'iron supplement', 'iron tablets',
    'antibiotic', 'antibiotics', 'painkiller', 'painkillers', 'antidepressant', 'antidepressants', 'antihistamine', 'antihistamines',
    'anticoagulant', 'anticoagulants', 'blood thinner', 'blood thinners', 'statin', 'statins', 'beta blocker', 'beta blockers',
    'ace inhibitor', 'ace inhibitors', 'diuretic', 'diuretics', 'steroid', 'steroids', 'corticosteroid', 'corticosteroids',
    'sedative', 'sedatives', 'antiviral', 'antivirals', 'vaccine', 'vaccines', 'laxative', 'laxatives', 'opioid', 'opioids',
    'blood pressure medication', 'blood pressure pills', 'sleeping pills', 'birth control pills',
  ],
  condition: [
    'pain', 'ache', 'fever', 'cough', 'coughing', 'cold', 'flu', 'influenza', 'headache', 'migraine', 'nausea', 'vomiting', 'diarrhea',
    'diarrhoea', 'constipation', 'dizziness', 'fatigue', 'weakness', 'swelling', 'rash', 'itching', 'bleeding', 'wheezing', 'wheeze',
    'infection', 'inflammation', 'fracture', 'sprain', 'bruise', 'burn', 'wound', 'ulcer', 'tumor', 'tumour', 'cancer', 'stroke',
    'seizure', 'seizures', 'asthma', 'diabetes', 'obesity', 'anemia', 'anaemia', 'hypothyroidism', 'hyperthyroidism', 'hypertension', 'hypotension', 'depression',
    'anxiety', 'insomnia', 'dementia', 'epilepsy', 'gout', 'arthritis', 'osteoporosis', 'pneumonia', 'bronchitis', 'sepsis', 'shock',
    'heartburn', 'reflux', 'edema', 'oedema', 'jaundice', 'allergy', 'allergies', 'concussion', 'dislocation', 'hernia', 'cyst',
    'shortness of breath', 'chest pain', 'back pain', 'abdominal pain', 'stomach ache', 'sore throat', 'runny nose', 'high blood pressure',
    'low blood pressure', 'high cholesterol', 'heart attack', 'heart failure', 'heart disease', 'cardiac arrest', 'kidney failure',
    'renal failure', 'kidney stone', 'kidney stones', 'gallstone', 'gallstones', 'liver failure', 'type 1 diabetes', 'type 2 diabetes',
    'type one diabetes', 'type two diabetes', 'atrial fibrillation', 'urinary tract infection', 'urinary retention',
    'chronic obstructive pulmonary disease', 'copd', 'covid', 'covid-19', 'coronavirus', 'multiple sclerosis', 'rheumatoid arthritis',
    'iron deficiency anemia', 'iron deficiency anaemia', 'benign prostatic hyperplasia', 'gastroesophageal reflux disease', 'gerd',
    'blood clot', 'deep vein thrombosis', 'pulmonary embolism', 'sleep apnea', 'duodenal ulcer', 'peptic ulcer', 'stomach ulcer',
    'high fever', 'panic attack', 'eating disorder', 'heat stroke', 'breast cancer', 'lung cancer', 'skin cancer', 'prostate cancer',
    'colon cancer', 'blurred vision', 'hearing loss', 'weight loss', 'chickenpox', 'coma', 'measles', 'mumps', 'tuberculosis', 'malaria', 'hiv', 'aids',
  ],
  anatomy: [
    'heart', 'lung', 'lungs', 'liver', 'kidney', 'kidneys', 'brain', 'stomach', 'colon', 'bowel', 'bowels', 'intestine', 'intestines',
    'pancreas', 'spleen', 'bladder', 'gallbladder', 'appendix', 'esophagus', 'oesophagus', 'thyroid', 'prostate', 'uterus', 'ovary',
    'ovaries', 'cervix', 'breast', 'skin', 'bone', 'bones', 'muscle', 'muscles', 'tendon', 'ligament', 'cartilage', 'spine', 'skull',
    'rib', 'ribs', 'pelvis', 'hip', 'hips', 'knee', 'knees', 'ankle', 'ankles', 'foot', 'feet', 'toe', 'toes', 'leg', 'legs', 'thigh',
    'shoulder', 'shoulders', 'elbow', 'wrist', 'hand', 'hands', 'finger', 'fingers', 'thumb', 'arm', 'arms', 'neck', 'throat', 'chest',
    'abdomen', 'belly', 'lower back', 'upper back', 'head', 'forehead', 'face', 'eye', 'eyes', 'ear', 'ears', 'nose', 'mouth', 'tongue', 'tooth', 'teeth',
    'gums', 'jaw', 'artery', 'arteries', 'vein', 'veins', 'aorta', 'ventricle', 'atrium', 'valve', 'femur', 'tibia', 'fibula',
    'humerus', 'radius', 'ulna', 'clavicle', 'sternum', 'vertebra', 'vertebrae', 'meniscus', 'retina', 'cornea', 'septum', 'sinus',
    'sinuses', 'trachea', 'bronchi', 'diaphragm', 'rectum', 'anus', 'urethra', 'scalp', 'nerve', 'nerves', 'spinal cord', 'lymph node',
    'lymph nodes', 'bone marrow', 'gland', 'glands', 'tonsils', 'adenoids',
  ],
  procedure: [
    'surgery', 'operation', 'transplant', 'bypass', 'stent', 'dialysis', 'chemotherapy', 'radiotherapy', 'radiation therapy',
    'physiotherapy', 'physical therapy', 'vaccination', 'immunization', 'injection', 'infusion', 'transfusion', 'blood transfusion',
    'amputation', 'intubation', 'resuscitation', 'cpr', 'stitches', 'sutures', 'cast', 'splint', 'catheter', 'catheterization',
    'angioplasty', 'pacemaker', 'cesarean section', 'caesarean section', 'c-section', 'lumbar puncture', 'spinal tap', 'skin graft',
    'knee replacement', 'hip replacement', 'cataract surgery', 'heart surgery', 'bypass surgery', 'coronary artery bypass graft',
    'kidney transplant', 'liver transplant', 'bone marrow transplant', 'root canal', 'anesthesia', 'anaesthesia', 'ventilation',
    'mechanical ventilation', 'oxygen therapy', 'rehabilitation', 'psychotherapy',
  ],
  test: [
    'blood test', 'blood tests', 'urine test', 'stress test', 'pregnancy test', 'blood pressure', 'heart rate', 'pulse', 'blood sugar',
    'blood glucose', 'glucose', 'cholesterol', 'hemoglobin', 'haemoglobin', 'hba1c', 'a1c', 'creatinine', 'electrolytes', 'potassium',
    'sodium', 'platelets', 'white blood cells', 'white blood cell count', 'complete blood count', 'full blood count', 'cbc',
    'liver enzymes', 'liver function tests', 'kidney function', 'oxygen saturation', 'blood culture', 'urine culture', 'urinalysis',
    'x-ray', 'x-rays', 'chest x-ray', 'xray', 'mri', 'mri scan', 'ct', 'ct scan', 'cat scan', 'chest ct', 'pet scan', 'scan', 'ultrasound',
    'ecg', 'ekg', 'eeg', 'electrocardiogram', 'echocardiogram', 'mammogram', 'biopsy', 'pap smear', 'bladder scan', 'bone scan',
    'endoscopy', 'colonoscopy', 'gastroscopy', 'spirometry', 'covid test', 'swab', 'throat swab', 'blood count', 'psa',
  ],
  unit: [
    'mg', 'milligram', 'milligrams', 'mcg', 'microgram', 'micrograms', 'g', 'gram', 'grams', 'kg', 'kilogram', 'kilograms', 'ml',
    'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc', 'iu', 'mmhg', 'mmol', 'mmol/l', 'millimoles per liter',
    'millimoles per litre', 'mmol per liter', 'mmol per litre', 'mg/dl', 'milligrams per deciliter', 'beats per minute', 'bpm',
    'breaths per minute', 'millimeters of mercury', 'degrees celsius', 'degrees fahrenheit',
  ],
};

/**
 * Words that are medical terms only in a medical context ("the heart of the city", "a cast of
 * actors", "back home"): tagged when the same segment holds a term that is not on this list.
 */
export const ENGLISH_CONTEXT_ONLY: ReadonlySet<string> = new Set([
  'operation', 'cast', 'cold', 'shock', 'head', 'hand', 'hands', 'arm', 'arms', 'leg', 'legs', 'foot', 'feet', 'face', 'heart',
  'colon', 'valve', 'radius', 'scan', 'pulse', 'rash', 'culture', 'pressure', 'delivery', 'labor', 'labour', 'discharge', 'theater',
  'theatre', 'tablet', 'capsule', 'plaster', 'virus', 'cell', 'cells', 'stroke', 'depression', 'g', 'cc', 'ct', 'sodium', 'potassium',
  'glucose', 'iron', 'lithium', 'bone', 'bones', 'mouth', 'eye', 'eyes', 'ear', 'ears', 'bypass', 'aids', 'infusion', 'injection',
  'ventilation', 'gram', 'grams', 'kg', 'kilogram', 'kilograms', 'diaphragm', 'nerve', 'nerves', 'swab', 'ache', 'burn', 'tongue', 'neck',
  'throat', 'fatigue',
]);

/**
 * Ordinary words the suffix rules would place (a "program" is no test, a "diploma" no tumour):
 * the rules leave them alone. Hand lists above still win.
 */
export const ENGLISH_NOT_TERMS: ReadonlySet<string> = new Set([
  'program', 'programs', 'programme', 'diagram', 'diagrams', 'telegram', 'telegrams', 'histogram', 'hologram', 'anagram', 'monogram',
  'epigram', 'instagram', 'cryptogram', 'pictogram', 'ideogram', 'parallelogram', 'photograph', 'photography', 'geography',
  'biography', 'autobiography', 'bibliography', 'choreography', 'calligraphy', 'pornography', 'typography', 'cartography', 'stenography',
  'lithography', 'telegraphy', 'cinematography', 'demography', 'topography', 'oceanography', 'discography', 'filmography', 'graph',
  'paragraph', 'autograph', 'diploma', 'aroma', 'soma', 'diagnosis', 'prognosis', 'hypnosis', 'symbiosis',
  'osmosis', 'metamorphosis', 'apotheosis', 'analysis', 'emphasis', 'synthesis', 'hypothesis', 'thesis', 'basis', 'crisis', 'oasis',
  'telescopy', 'microscopy', 'spectroscopy', 'kaleidoscope', 'telescope', 'microscope', 'horoscope', 'periscope', 'stethoscope',
  'gazette', 'favorite', 'favourite', 'geometry', 'symmetry', 'asymmetry', 'telemetry', 'trigonometry', 'sympathy', 'empathy', 'apathy',
  'telepathy', 'antipathy', 'homeopathy', 'naturopathy', 'osteopathy', 'mechanism', 'organism', 'criticism', 'tourism', 'optimism',
  'realism', 'exorcism', 'telegraph', 'dichotomy', 'homophobia', 'xenophobia', 'islamophobia', 'chromatography', 'crystallography',
  'spectrometry', 'chromatogram', 'polygram', 'optometry', 'misdiagnosis', 'trophy', 'trophies', 'cholesterol', 'ergosterol',
]);
