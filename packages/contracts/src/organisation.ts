/** The organisation the demo data describes (spec 01 §9 prefixes internal groups with it). */
export const PRODUCT_NAME = 'Shortlist';
export const ORGANISATION_NAME = 'Meridian';

/** spec 01 §9: seven sectors, each with a colour. */
export const SECTORS = [
  { name: 'Pharma & Life Sciences', color: '#0ea5e9' },
  { name: 'Manufacturing and Sustainability', color: '#22c55e' },
  { name: 'Insurance and Other', color: '#a855f7' },
  { name: `${ORGANISATION_NAME} Strategy & RnD`, color: '#f97316' },
  { name: `${ORGANISATION_NAME} Leadership`, color: '#e11d48' },
  { name: `${ORGANISATION_NAME} Marketing`, color: '#eab308' },
  { name: `${ORGANISATION_NAME} Operations`, color: '#64748b' },
] as const;
