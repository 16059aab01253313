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
}

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
  if (messageType === LTI_DEEP_LINKING_REQUEST) throw new LtiRefusal(400, LTI_MESSAGES.deepLinkingNotYet);
  if (messageType !== LTI_RESOURCE_LINK_REQUEST) throw new LtiRefusal(400, LTI_MESSAGES.messageUnsupported);
  if (payload[LTI_CLAIMS.version] !== LTI_VERSION) throw new LtiRefusal(400, LTI_MESSAGES.versionUnsupported);

  const sub = text(payload.sub);
  if (!sub || sub.length > 255) throw new LtiRefusal(400, LTI_MESSAGES.claimsMissing);
  const context = payload[LTI_CLAIMS.context] as { id?: unknown; title?: unknown } | undefined;
  const contextId = text(context?.id);
  const roles = payload[LTI_CLAIMS.roles];
  return {
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
