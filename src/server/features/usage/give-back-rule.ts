/**
 * Whether a failed call gets its daily unit back: only when the failure was ours, or when the
 * account's own state refused the call before any work began. A 5xx is the provider down, refusing
 * or too slow (502/503/504), our parsing threads full (503) or a crash (500). A 409 is the account
 * full (its storage quota, checked before the engine runs) or the record already done: nothing was
 * worked on, and the answer says what to delete or do instead. Any other 4xx is the request's: bad
 * input (400), too large (413), the wrong type (415), nothing to work from or an input too slow or
 * costly to read (422: a hostile PDF, a huge image), or too many at once (429). Those keep the unit,
 * so a loop of bad inputs is no free way to make the server work.
 */
export const givesUnitBack = (status: number): boolean => status >= 500 || status === 409;
