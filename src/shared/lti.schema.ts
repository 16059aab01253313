import { z } from 'zod';
import { LTI_LIMITS, LTI_MESSAGES, type LtiPlatform, type LtiToolConfiguration } from './lti';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https everywhere; http only to this machine, where the tests' reference platform runs. */
export function isLtiUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

const ltiUrl = z.string().trim().max(LTI_LIMITS.urlMaxLength, LTI_MESSAGES.urlInvalid).refine(isLtiUrl, LTI_MESSAGES.urlInvalid);
const ltiId = z.string().trim().min(1).max(LTI_LIMITS.idMaxLength);

/** POST /api/admin/lti/platforms */
export const newLtiPlatformSchema = z.object({
  issuer: ltiUrl,
  clientId: ltiId,
  deploymentIds: z.array(ltiId).min(1, LTI_MESSAGES.deploymentIdsRequired).max(LTI_LIMITS.deploymentIdsMax),
  authLoginUrl: ltiUrl,
  tokenUrl: ltiUrl,
  jwksUrl: ltiUrl,
});

export const ltiPlatformSchema = z.object({
  id: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<LtiPlatform>;

export const ltiPlatformListSchema = z.object({ platforms: z.array(ltiPlatformSchema) });
export const ltiPlatformParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const ltiPlatformDeletedSchema = z.object({ message: z.string() });

/** GET /api/lti/jwks: Studium's public keys. */
export const ltiJwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string(), n: z.string(), e: z.string() })),
});

const param = z.string().max(LTI_LIMITS.urlMaxLength);

/** GET|POST /api/lti/login: the platform's third-party login initiation (query or form body). */
export const ltiLoginSchema = z.object({
  iss: param.optional(),
  login_hint: param.optional(),
  target_link_uri: param.optional(),
  lti_message_hint: param.optional(),
  client_id: param.optional(),
  lti_deployment_id: param.optional(),
});

/** POST /api/lti/launch: the platform's form post of the signed id_token. */
export const ltiLaunchSchema = z.object({
  id_token: z.string().max(LTI_LIMITS.tokenMaxLength).optional(),
  state: z.string().max(200).optional(),
});

/** What the launch and login routes answer when they refuse: an HTML page saying why. */
export const ltiRefusalPageSchema = z.string().describe('An HTML page saying what went wrong.');

/** A redirect: no body. */
export const ltiRedirectSchema = z.undefined();

/** GET /api/admin/lti/tool: what an administrator pastes into the platform. */
export const ltiToolConfigurationSchema = z.object({
  loginUrl: z.string(),
  launchUrl: z.string(),
  deepLinkingUrl: z.string(),
  jwksUrl: z.string(),
  publicJwk: z.record(z.string(), z.string()),
}) satisfies z.ZodType<LtiToolConfiguration>;

/** GET /api/lti/deep-link/:id: the picker of one deep-linking request. */
export const ltiDeepLinkParamsSchema = z.object({ id: z.string().max(200) });

/** POST /api/lti/deep-link: the instructor's choice, `item` as `kind:id`. */
export const ltiDeepLinkChoiceSchema = z.object({
  deepLinkId: z.string().min(1).max(200),
  item: z.string().min(1).max(200),
});

/** POST /api/lti/classes/:id/roster */
export const ltiRosterParamsSchema = z.object({ id: z.string().max(100) });
export const ltiRosterPulledSchema = z.object({ members: z.number().int(), pending: z.number().int() });
