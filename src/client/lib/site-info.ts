import { DEFAULT_SITE_INFO, SITE_INFO_ELEMENT_ID, type SiteInfo, siteInfoToken } from '../../shared/site-info';

/**
 * The operator's details: the values the server wrote into the page, or, while the build
 * pre-renders (no document), tokens that the server replaces with those same values, so the
 * hydrated page matches its HTML.
 */
function readSiteInfo(): SiteInfo {
  if (typeof document === 'undefined') {
    return Object.fromEntries(
      Object.keys(DEFAULT_SITE_INFO).map((key) => [key, siteInfoToken(key as keyof SiteInfo)]),
    ) as unknown as SiteInfo;
  }
  const element = document.getElementById(SITE_INFO_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SITE_INFO;
  try {
    return { ...DEFAULT_SITE_INFO, ...(JSON.parse(element.textContent) as Partial<SiteInfo>) };
  } catch {
    return DEFAULT_SITE_INFO;
  }
}

export const SITE_INFO: SiteInfo = readSiteInfo();
