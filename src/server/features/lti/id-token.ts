import { errors, jwtVerify, type JWTPayload } from 'jose';
import {
  LTI_CLAIMS,
  LTI_CLOCK_SKEW_S,
  LTI_DEEP_LINKING_REQUEST,
  LTI_MESSAGES,
  LTI_RESOURCE_LINK_REQUEST,
  LTI_VERSION,
} from '../../../shared/lti';
import type { PlatformRow } from './repo';
import type { PlatformKeys } from './platform-keys';
import { LtiRefusal } from './refusal';

export interface LaunchClaims {
  sub: string;
  deploymentId: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  roles: string[];
  context: { id: string; title: string | null } | null;
  targetLinkUri: string | null;
  messageType: typeof LTI_RESOURCE_LINK_REQUEST | typeof LTI_DEEP_LINKING_REQUEST;
  resourceLinkId: string | null;
  /** The custom parameters (strings only). */
  custom: Record<string, string>;
  /** A deep-linking request's settings. */
  deepLinking: { returnUrl: string; data: string | null; acceptTypes: string[] } | null;
  /** AGS: the line item scores go to, and the scopes the platform grants. */
  ags: { lineItem: string | null; scopes: string[] } | null;
  /** NRPS: the course's membership URL. */
  membershipsUrl: string | null;
}

const MAX_URL = 2000;
const url = (value: unknown): string | null => {
  const found = text(value);
  if (!found || found.length > MAX_URL) return null;
  try {
    const parsed = new URL(found);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length <= MAX_URL) : [];
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const invalid = () => new LtiRefusal(401, LTI_MESSAGES.tokenInvalid);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** jose's refusals in the words a person in the course reads. */
function refusalOf(error: unknown): LtiRefusal {
  if (error instanceof LtiRefusal) return error;
  if (error instanceof errors.JWTExpired) return new LtiRefusal(401, LTI_MESSAGES.tokenExpired);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new LtiRefusal(401, LTI_MESSAGES.audienceWrong);
    if (error.claim === 'iat' || error.claim === 'nbf') return new LtiRefusal(401, LTI_MESSAGES.tokenExpired);
  }
  return invalid();
}

/**
 * Verifies a launch's id_token against the platform the login started with (decision 072):
 * RS256 signature by a key of the platform's JWKS, iss, aud (and azp), exp and iat within the skew,
 * the nonce of this browser's login, a registered deployment, the message type and the version.
 */
export async function verifyLaunch(token: string, platform: PlatformRow, keys: PlatformKeys, nonce: string): Promise<LaunchClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys(platform.jwksUrl), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: LTI_CLOCK_SKEW_S,
      // Bounds iat on both sides: jose refuses a token issued in the future only with a maximum age.
      maxTokenAge: '1h',
      requiredClaims: ['exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    throw refusalOf(error);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.clientId) {
    throw new LtiRefusal(401, LTI_MESSAGES.audienceWrong);
  }
  if (payload.nonce !== nonce) throw new LtiRefusal(401, LTI_MESSAGES.nonceReplayed);

  const deploymentId = text(payload[LTI_CLAIMS.deploymentId]);
  if (!deploymentId || !platform.deploymentIds.includes(deploymentId)) throw new LtiRefusal(403, LTI_MESSAGES.deploymentUnknown);
  const messageType = payload[LTI_CLAIMS.messageType];
  if (messageType !== LTI_RESOURCE_LINK_REQUEST && messageType !== LTI_DEEP_LINKING_REQUEST)
    throw new LtiRefusal(400, LTI_MESSAGES.messageUnsupported);
  if (payload[LTI_CLAIMS.version] !== LTI_VERSION) throw new LtiRefusal(400, LTI_MESSAGES.versionUnsupported);

  const sub = text(payload.sub);
  if (!sub || sub.length > 255) throw new LtiRefusal(400, LTI_MESSAGES.claimsMissing);
  const context = payload[LTI_CLAIMS.context] as { id?: unknown; title?: unknown } | undefined;
  const contextId = text(context?.id);
  const roles = payload[LTI_CLAIMS.roles];
  const custom = Object.fromEntries(
    Object.entries(record(payload[LTI_CLAIMS.custom])).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 255,
    ),
  );
  let deepLinking: LaunchClaims['deepLinking'] = null;
  if (messageType === LTI_DEEP_LINKING_REQUEST) {
    const settings = record(payload[LTI_CLAIMS.deepLinkingSettings]);
    const returnUrl = url(settings.deep_link_return_url);
    if (!returnUrl) throw new LtiRefusal(400, LTI_MESSAGES.deepLinkingIncomplete);
    const acceptTypes = strings(settings.accept_types);
    if (!acceptTypes.includes('ltiResourceLink')) throw new LtiRefusal(400, LTI_MESSAGES.deepLinkingType);
    const data = typeof settings.data === 'string' && settings.data.length <= MAX_URL ? settings.data : null;
    deepLinking = { returnUrl, data, acceptTypes };
  }
  const agsClaim = payload[LTI_CLAIMS.agsEndpoint];
  const ags = agsClaim ? { lineItem: url(record(agsClaim).lineitem), scopes: strings(record(agsClaim).scope) } : null;
  const resourceLinkId = text(record(payload[LTI_CLAIMS.resourceLink]).id);
  return {
    messageType,
    resourceLinkId: resourceLinkId && resourceLinkId.length <= 255 ? resourceLinkId : null,
    custom,
    deepLinking,
    ags,
    membershipsUrl: url(record(payload[LTI_CLAIMS.namesRoleService]).context_memberships_url),
    sub,
    deploymentId,
    name: text(payload.name),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    email: text(payload.email),
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    context: contextId && contextId.length <= 255 ? { id: contextId, title: text(context?.title) } : null,
    targetLinkUri: text(payload[LTI_CLAIMS.targetLinkUri]),
  };
}
