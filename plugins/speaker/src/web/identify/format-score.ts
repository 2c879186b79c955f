/** A similarity score with two decimals, in the dashboard's number format ('0.82', Turkish '0,82'). */
export const formatScore = (score: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
