/**
 * Operator details shown on the public information pages (terms, privacy, refunds, shipping,
 * contact, about). The server reads them from SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE,
 * COMPANY_NAME and COMPANY_ADDRESS (config.ts); these defaults are placeholders for a local
 * install, and the start log warns when a public server still shows them.
 */
export interface SiteInfo {
  productName: string;
  operatorName: string;
  supportEmail: string;
  phone: string;
  /** The phone number as a tel: link wants it (no spaces). */
  phoneLink: string;
  supportHours: string;
  registeredOffice: string;
  governingLaw: string;
  jurisdiction: string;
}

export const DEFAULT_SITE_INFO: SiteInfo = {
  productName: 'Studium',
  operatorName: 'Example Learning Private Limited',
  supportEmail: 'support@studium.example',
  phone: '+91 141 000 0000',
  phoneLink: '+911410000000',
  supportHours: 'Mon–Fri 10 AM–6 PM IST',
  registeredOffice: '2nd Floor, Example House, Tonk Road, Malviya Nagar, Jaipur, Rajasthan 302017, India',
  governingLaw: 'India',
  jurisdiction: 'Jaipur',
};

/** The keys an operator sets through the environment, and their variables. */
export const SITE_INFO_VARIABLES = {
  productName: 'SITE_NAME',
  supportEmail: 'SUPPORT_EMAIL',
  phone: 'SUPPORT_PHONE',
  operatorName: 'COMPANY_NAME',
  registeredOffice: 'COMPANY_ADDRESS',
} as const satisfies Partial<Record<keyof SiteInfo, string>>;

/**
 * Pages are pre-rendered at build time, before the operator's values are known: the build renders
 * this token in place of each value and the server puts the configured value in its place.
 */
export const siteInfoToken = (key: keyof SiteInfo) => `[[site:${key}]]`;

/** The id of the JSON script element in every served page that carries the values to the client. */
export const SITE_INFO_ELEMENT_ID = 'site-info';
