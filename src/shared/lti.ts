// LTI 1.3 (decision 072): the protocol's claim names, Studium's endpoints and what a launch answers.

/** Studium's endpoints a platform is given when it registers Studium as a tool. */
export const LTI_PATHS = {
  jwks: '/api/lti/jwks',
  login: '/api/lti/login',
  launch: '/api/lti/launch',
} as const;

export const LTI_ADMIN_PLATFORMS_PATH = '/api/admin/lti/platforms';

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LTI_CLAIMS = {
  messageType: `${CLAIM}message_type`,
  version: `${CLAIM}version`,
  deploymentId: `${CLAIM}deployment_id`,
  targetLinkUri: `${CLAIM}target_link_uri`,
  resourceLink: `${CLAIM}resource_link`,
  roles: `${CLAIM}roles`,
  context: `${CLAIM}context`,
} as const;

export const LTI_VERSION = '1.3.0';
export const LTI_RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const LTI_DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';

/** Roles (full URIs or the short forms some platforms send) that make a launcher the class's teacher. */
export const LTI_TEACHER_ROLES = [
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  'Instructor',
] as const;

/** How far a platform's clock may be from ours (exp, iat). */
export const LTI_CLOCK_SKEW_S = 60;
/** How long a login may take between its initiation and its launch. */
export const LTI_LOGIN_SECONDS = 10 * 60;
/** The cookie that binds a login's state to the browser that started it. */
export const LTI_STATE_COOKIE = 'studium_lti_state';

export const LTI_LIMITS = {
  urlMaxLength: 2000,
  idMaxLength: 255,
  deploymentIdsMax: 50,
  /** An id_token is a few kilobytes; a megabyte body is refused long before this. */
  tokenMaxLength: 20_000,
} as const;

export interface LtiPlatform {
  id: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  createdAt: string;
}

export type NewLtiPlatform = Omit<LtiPlatform, 'id' | 'createdAt'>;

export const LTI_MESSAGES = {
  urlInvalid: 'Give an https:// address (http:// only for localhost or 127.0.0.1).',
  platformExists: 'This platform (issuer and client id) is already registered.',
  platformNotFound: 'No such platform.',
  deploymentIdsRequired: 'Give at least one deployment id.',
  // Refusal pages: the title says what went wrong, the text what the user can do.
  unknownPlatform: 'This learning platform is not registered with Studium. Ask your administrator to add it.',
  loginIncomplete: 'The learning platform started a login without its issuer, login hint or target link.',
  targetElsewhere: 'The target link does not point at this Studium.',
  launchIncomplete: 'The launch came without its id_token or state.',
  stateMismatch: 'This launch does not belong to the login this browser started. Open the activity again from your course.',
  stateExpired: 'This login took too long or was already used. Open the activity again from your course.',
  tokenInvalid: 'The launch could not be verified: its signature, key or contents are not what the platform registered.',
  tokenExpired: 'The launch has expired or is dated in the future. Check the platform’s clock and open the activity again.',
  audienceWrong: 'The launch was meant for another tool.',
  nonceReplayed: 'This launch was already used. Open the activity again from your course.',
  deploymentUnknown: 'This deployment of Studium is not registered for the platform. Ask your administrator to add its deployment id.',
  messageUnsupported: 'Studium does not understand this kind of launch.',
  versionUnsupported: 'Studium speaks LTI 1.3.0 only.',
  deepLinkingNotYet: 'Adding Studium activities from the course (deep linking) is not supported yet. Ask your administrator.',
  claimsMissing: 'The launch lacks a user id or a course the platform must send.',
  jwksUnreachable: 'The platform’s keys could not be fetched. Try again in a moment.',
  accountDisabled: 'This Studium account has been disabled.',
} as const;
