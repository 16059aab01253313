// LTI 1.3 (decision 072): the protocol's claim names, Studium's endpoints and what a launch answers.

/** Studium's endpoints a platform is given when it registers Studium as a tool. */
export const LTI_PATHS = {
  jwks: '/api/lti/jwks',
  login: '/api/lti/login',
  launch: '/api/lti/launch',
  /** The instructor's choice of a deep-linking request (decision 075); its picker is GET `${deepLink}/:id`. */
  deepLink: '/api/lti/deep-link',
} as const;

/** A teacher's "Pull roster from LMS" (NRPS, decision 075). */
export const ltiRosterPath = (classId: string) => `/api/lti/classes/${encodeURIComponent(classId)}/roster`;
/** What an administrator pastes into the platform: Studium's URLs and public key. */
export const LTI_ADMIN_TOOL_PATH = '/api/admin/lti/tool';

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
  custom: `${CLAIM}custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  namesRoleService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

export const LTI_DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';

/** OAuth scopes Studium asks a platform's token endpoint for. */
export const LTI_SCOPES = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export const LTI_MEDIA_TYPES = {
  score: 'application/vnd.ims.lis.v1.score+json',
  memberships: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
} as const;

/** The custom parameters a deep-linked resource link carries: which Studium item it opens. */
export const LTI_CUSTOM = { kind: 'studium_kind', id: 'studium_id' } as const;

/** How long an instructor may take to pick an item for a deep-linking request. */
export const LTI_DEEP_LINK_SECONDS = 60 * 60;
/** Pages of a roster followed (`Link: rel="next"`), and members kept at most. */
export const LTI_ROSTER_MAX_PAGES = 20;
export const LTI_ROSTER_MAX_MEMBERS = 5000;
/** Tries of one score before it is given up as failed; waits grow from the first. */
export const LTI_SCORE_MAX_TRIES = 8;
export const LTI_SCORE_FIRST_WAIT_S = 30;

/** What the teacher's results say of one score owed to the platform. */
export interface LtiScoreStatus {
  status: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  error: string | null;
}

/** A learner the platform's roster lists who has not opened Studium yet. */
export interface LtiPendingLearner {
  name: string;
  email: string | null;
}

/** Studium as a tool: what a platform's administrator pastes. */
export interface LtiToolConfiguration {
  loginUrl: string;
  launchUrl: string;
  deepLinkingUrl: string;
  jwksUrl: string;
  publicJwk: Record<string, string>;
}

export const LTI_TEXTS = {
  pickerTitle: 'Add a Studium activity to your course',
  pickerIntro: 'Choose one of your quizzes, study paths or study plans. Students who open it from the course start it at once.',
  pickerNothing: 'You have no saved quizzes, study paths or study plans yet. Make one in Studium, then add it from your course again.',
  pickerSubmit: 'Add to course',
  returning: 'Returning to your course…',
  continue: 'Continue',
  openInNewWindow: 'Open Studium in a new window',
  newWindowTitle: 'Open Studium in its own window',
  newWindowText:
    'Your browser does not let Studium keep its sign-in inside the course page (third-party cookies are blocked). Open it in a new window to go on.',
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
  deepLinkingIncomplete: 'The platform asked to add an activity without a return address Studium can use.',
  deepLinkingType: 'The platform does not accept the kind of link Studium returns (an LTI resource link).',
  deepLinkingTeachersOnly: 'Only the course’s instructors can add Studium activities.',
  deepLinkNotFound:
    'This request to add an activity is unknown, was used already or took too long. Add the activity from your course again.',
  itemNotFound: 'No such quiz, study path or study plan of yours.',
  classNotFound: 'No such class of yours.',
  noMemberships: 'The course has not shared its roster with Studium: open Studium from the course once, as its instructor.',
  rosterUnreachable: 'The learning platform did not answer with its roster. Try again in a moment.',
  tokenRefused: 'The learning platform refused Studium’s access token request.',
  claimsMissing: 'The launch lacks a user id or a course the platform must send.',
  jwksUnreachable: 'The platform’s keys could not be fetched. Try again in a moment.',
  accountDisabled: 'This Studium account has been disabled.',
  // Names Studium gives when the platform sends none; stored or shown in the reader's language.
  defaultClassName: 'Class from your course',
  unnamedLearner: 'Unnamed learner',
} as const;
