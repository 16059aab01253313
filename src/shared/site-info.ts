/**
 * Operator details shown on the public information pages (terms, privacy, refunds,
 * shipping, contact, about). Anyone self-hosting Studium should replace these
 * placeholder values with their own organisation's details.
 */
export const SITE_INFO = {
  productName: 'Studium',
  operatorName: 'Example Learning Private Limited',
  supportEmail: 'support@studium.example',
  phone: '+91 141 000 0000',
  supportHours: 'Mon–Fri 10 AM–6 PM IST',
  registeredOffice: '2nd Floor, Example House, Tonk Road, Malviya Nagar, Jaipur, Rajasthan 302017, India',
  governingLaw: 'India',
  jurisdiction: 'Jaipur',
} as const;
