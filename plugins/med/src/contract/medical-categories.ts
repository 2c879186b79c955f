/** The kinds of medical term the tagger marks (issue 11). */
export const MEDICAL_CATEGORIES = ['drug', 'condition', 'anatomy', 'procedure', 'test', 'dose', 'unit'] as const;
export type MedicalCategory = (typeof MEDICAL_CATEGORIES)[number];
