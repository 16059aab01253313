import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ASSIGNMENT_KINDS, type AssignmentKind, CLASS_NAME_MAX_CHARS } from '../../../shared/classroom';
import {
  LTI_CLAIMS,
  LTI_CUSTOM,
  LTI_DEEP_LINK_SECONDS,
  LTI_DEEP_LINKING_REQUEST,
  LTI_DEEP_LINKING_RESPONSE,
  LTI_LOGIN_SECONDS,
  LTI_MEDIA_TYPES,
  LTI_MESSAGES,
  LTI_PATHS,
  LTI_ROSTER_MAX_MEMBERS,
  LTI_ROSTER_MAX_PAGES,
  LTI_SCOPES,
  LTI_TEACHER_ROLES,
  LTI_VERSION,
  type LtiPendingLearner,
  type LtiPlatform,
  type LtiScoreStatus,
  type LtiToolConfiguration,
  type NewLtiPlatform,
} from '../../../shared/lti';
import { translateMessage } from '../../../shared/i18n/messages';
import { isUuid } from '../../../shared/uuid';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../http-error';
import { currentLanguage } from '../../http/request-language';
import { type LaunchClaims, verifyLaunch } from './id-token';
import { newWindowPage, pickerPage, returnPage } from './pages';
import { type PlatformServices, PlatformServiceError, serviceFailure } from './platform-services';
import type { PlatformKeys } from './platform-keys';
import { LtiRefusal } from './refusal';
import * as repo from './repo';
import type { ScoreSender } from './scores';
import { signWithToolKey, toolJwks } from './tool-keys';

const toPlatform = (row: repo.PlatformRow): LtiPlatform => ({ ...row, createdAt: row.createdAt.toISOString() });
const random = () => randomBytes(32).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');
const TEACHER_ROLES = new Set<string>(LTI_TEACHER_ROLES);

export interface LoginRequest {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/** The classroom feature's classes of courses, lent by the app. */
export interface CourseClasses {
  create(teacherId: string, name: string): Promise<string>;
  teacherOf(classId: string): Promise<string | undefined>;
  enrol(classId: string, teacherId: string, userId: string): Promise<void>;
  teaches(classId: string, userId: string): Promise<boolean>;
  addCoTeacher(classId: string, userId: string): Promise<void>;
  remove(classId: string): Promise<void>;
  assignable(userId: string): Promise<{ quizzes: Item[]; studyPaths: Item[]; studyPlans: Item[] }>;
  titleOf(userId: string, kind: AssignmentKind, itemId: string): Promise<string | undefined>;
  assign(classId: string, teacherId: string, kind: AssignmentKind, itemId: string): Promise<string | undefined>;
  start(userId: string, assignmentId: string): Promise<string | undefined>;
}

interface Item {
  id: string;
  title: string;
}

const isKind = (value: string | undefined): value is AssignmentKind => (ASSIGNMENT_KINDS as readonly string[]).includes(value ?? '');
const LEARNER_ROLES = ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'Learner'];

export interface LtiServiceOptions {
  db: Db;
  classes: CourseClasses;
  auth: Auth;
  keys: PlatformKeys;
  publicUrl: string;
  services: PlatformServices;
  scores: ScoreSender;
}

export function ltiService({ db, classes, auth, keys, publicUrl, services, scores }: LtiServiceOptions) {
  const origin = new URL(publicUrl).origin;
  const launchUrl = `${publicUrl}${LTI_PATHS.launch}`;
  // The registered platforms' origins, which may frame Studium (decision 075); read again on every change.
  // Another instance may register or remove a platform: the list is also read again a minute after the last reading.
  let ancestors: string[] = [];
  let ancestorsReadAt = 0;
  async function refreshAncestors(): Promise<void> {
    ancestorsReadAt = Date.now();
    const origins = new Set<string>();
    for (const platform of await repo.listPlatforms(db)) {
      for (const address of [platform.authLoginUrl, platform.issuer]) {
        try {
          origins.add(new URL(address).origin);
        } catch {
          // Validated on registration; an odd one frames nothing.
        }
      }
    }
    ancestors = [...origins].filter((item) => item !== 'null');
  }

  /** An account of its own for the platform's user: never an existing account found by e-mail. */
  async function accountFor(platformId: string, claims: LaunchClaims): Promise<string> {
    const known = await repo.findLtiUser(db, platformId, claims.sub);
    if (known) {
      if (known.disabledAt) throw new LtiRefusal(403, LTI_MESSAGES.accountDisabled);
      return known.id;
    }
    const email = claims.email?.toLowerCase() ?? null;
    // Another account's address stays theirs; this one gets an address that can never receive mail.
    const usable =
      email && email.length <= 254 && !(await repo.emailTaken(db, email))
        ? email
        : `lti-${hashOf(`${platformId}\n${claims.sub}`).slice(0, 24).toLowerCase()}@lti.invalid`;
    const name = claims.name ?? ([claims.givenName, claims.familyName].filter(Boolean).join(' ') || 'Student');
    const created = await repo.insertLtiUser(db, {
      platformId,
      sub: claims.sub,
      name: name.slice(0, 200),
      firstName: claims.givenName?.slice(0, 100) ?? null,
      lastName: claims.familyName?.slice(0, 100) ?? null,
      email: usable,
      platformEmail: email,
    });
    return created ?? (await repo.findLtiUser(db, platformId, claims.sub))!.id;
  }

  /** The course's class: made by its first instructor's launch; learners join it. */
  async function classFor(platformId: string, userId: string, claims: LaunchClaims): Promise<string | null> {
    if (!claims.context) return null;
    const key = { platformId, deploymentId: claims.deploymentId, contextId: claims.context.id };
    const teaching = claims.roles.some((role) => TEACHER_ROLES.has(role));
    const existing = await repo.findContextClass(db, key.platformId, key.deploymentId, key.contextId);
    if (existing) {
      const teacherId = await classes.teacherOf(existing);
      if (teacherId === userId) return existing;
      if (!teacherId) return null;
      // Another instructor of the course teaches its class too (decision 075).
      if (teaching) await classes.addCoTeacher(existing, userId);
      else await classes.enrol(existing, teacherId, userId);
      return existing;
    }
    // A learner before any instructor: there is no class to join yet.
    if (!teaching) return null;
    // A course without a title: the class is named in the language of the instructor's launch.
    const title = claims.context.title ?? translateMessage(LTI_MESSAGES.defaultClassName, currentLanguage());
    const name = title.slice(0, CLASS_NAME_MAX_CHARS);
    const created = await classes.create(userId, name);
    if (await repo.insertContext(db, { ...key, classId: created })) return created;
    // Another instructor's launch mapped the course a moment before: theirs is the course's class.
    await classes.remove(created);
    return repo.findContextClass(db, key.platformId, key.deploymentId, key.contextId).then((id) => id ?? null);
  }

  /** A better-auth session and its signed cookie value, as sign-in would make them. */
  async function signIn(userId: string) {
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(userId);
    const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
    return { name: context.authCookies.sessionToken.name, value: `${session.token}.${signature}`, expiresAt: session.expiresAt };
  }

  /** Where the launch lands: the course's class, else the target link when it is ours. */
  function landing(classId: string | null, target: string | null): string {
    if (classId) return `/classes/${classId}`;
    try {
      const url = new URL(target ?? '/', publicUrl);
      if (url.origin === origin && !url.pathname.startsWith('/api/')) return `${url.pathname}${url.search}`;
    } catch {
      // Not a URL: the home page.
    }
    return '/';
  }

  /**
   * A resource link of the course: the first launch of a deep-linked one assigns the item named by its
   * custom parameters to the class (only the class teacher's own item); every launch keeps its line item.
   * Returns where a student lands (their attempt), or undefined to land as before.
   */
  async function openResourceLink(platformId: string, claims: LaunchClaims, classId: string, userId: string) {
    if (!claims.resourceLinkId) return undefined;
    const teacherId = await classes.teacherOf(classId);
    let link = await repo.findLink(db, platformId, claims.deploymentId, claims.resourceLinkId);
    if (!link) {
      const kind = claims.custom[LTI_CUSTOM.kind];
      const itemId = claims.custom[LTI_CUSTOM.id];
      if (!isKind(kind) || !itemId || !isUuid(itemId) || !teacherId) return undefined;
      const assignmentId = await classes.assign(classId, teacherId, kind, itemId);
      if (!assignmentId) return undefined;
      link = await repo.insertLink(db, {
        platformId,
        deploymentId: claims.deploymentId,
        resourceLinkId: claims.resourceLinkId,
        assignmentId,
      });
    }
    const scored = claims.ags?.scopes.includes(LTI_SCOPES.score) ? (claims.ags.lineItem ?? null) : null;
    const scopes = claims.ags?.scopes ?? [];
    if (claims.ags && (scored !== link.lineItemUrl || scopes.join(' ') !== link.scopes.join(' '))) {
      await repo.setLineItem(db, link.id, scored, scopes);
    }
    if (teacherId === userId || (await classes.teaches(classId, userId))) return `/classes/${classId}`;
    return classes.start(userId, link.assignmentId);
  }

  return {
    /** The registered platforms' origins, for frame-ancestors. */
    frameAncestors: (): readonly string[] => {
      if (Date.now() - ancestorsReadAt > 60_000) refreshAncestors().catch(() => (ancestorsReadAt = 0));
      return ancestors;
    },
    refreshAncestors,

    async toolConfiguration(): Promise<LtiToolConfiguration> {
      const [key] = (await toolJwks(db)).keys;
      return {
        loginUrl: `${publicUrl}${LTI_PATHS.login}`,
        launchUrl,
        deepLinkingUrl: launchUrl,
        jwksUrl: `${publicUrl}${LTI_PATHS.jwks}`,
        publicJwk: { ...key! },
      };
    },

    async addPlatform(values: NewLtiPlatform): Promise<LtiPlatform> {
      const row = await repo.insertPlatform(db, values);
      if (!row) throw conflict(LTI_MESSAGES.platformExists);
      await refreshAncestors();
      return toPlatform(row);
    },

    async platforms(): Promise<{ platforms: LtiPlatform[] }> {
      return { platforms: (await repo.listPlatforms(db)).map(toPlatform) };
    },

    async deletePlatform(id: string): Promise<{ message: string }> {
      if (!(await repo.deletePlatform(db, id))) throw notFound(LTI_MESSAGES.platformNotFound);
      await refreshAncestors();
      return { message: 'Platform removed.' };
    },

    /** OIDC login initiation: the platform's authentication request URL, and this browser's cookie value. */
    async login(request: LoginRequest): Promise<{ redirect: string; browserValue: string }> {
      const { iss, login_hint: loginHint, target_link_uri: target } = request;
      if (!iss || !loginHint || !target) throw new LtiRefusal(400, LTI_MESSAGES.loginIncomplete);
      const found = await repo.platformsOfIssuer(db, iss, request.client_id);
      // One issuer with several client ids and none named: which registration is meant is unknown.
      if (found.length !== 1) throw new LtiRefusal(404, LTI_MESSAGES.unknownPlatform);
      const platform = found[0]!;
      if (request.lti_deployment_id !== undefined && !platform.deploymentIds.includes(request.lti_deployment_id)) {
        throw new LtiRefusal(403, LTI_MESSAGES.deploymentUnknown);
      }
      let targetOrigin: string | null = null;
      try {
        targetOrigin = new URL(target).origin;
      } catch {
        // Refused below.
      }
      if (targetOrigin !== origin) throw new LtiRefusal(400, LTI_MESSAGES.targetElsewhere);

      const state = random();
      const nonce = random();
      const browserValue = random();
      await repo.insertState(db, {
        state,
        nonce,
        platformId: platform.id,
        browserHash: hashOf(browserValue),
        loginHint,
        messageHint: request.lti_message_hint ?? null,
        targetLinkUri: target,
        expiresAt: new Date(Date.now() + LTI_LOGIN_SECONDS * 1000),
      });
      const url = new URL(platform.authLoginUrl);
      const params: Record<string, string> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: launchUrl,
        login_hint: loginHint,
        state,
        nonce,
      };
      if (request.lti_message_hint !== undefined) params.lti_message_hint = request.lti_message_hint;
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return { redirect: url.href, browserValue };
    },

    /** The id_token's form post: verified in full before anything is created. */
    async launch(idToken: string | undefined, state: string | undefined, browserValue: string | undefined) {
      if (!idToken || !state) throw new LtiRefusal(400, LTI_MESSAGES.launchIncomplete);
      const login = browserValue ? await repo.takeState(db, state, hashOf(browserValue)) : undefined;
      if (!login) {
        const mismatch = await repo.stateExists(db, state);
        throw new LtiRefusal(403, mismatch ? LTI_MESSAGES.stateMismatch : LTI_MESSAGES.stateExpired);
      }
      const platform = await repo.findPlatform(db, login.platformId);
      if (!platform) throw new LtiRefusal(404, LTI_MESSAGES.unknownPlatform);
      const claims = await verifyLaunch(idToken, platform, keys, login.nonce);
      if (claims.messageType === LTI_DEEP_LINKING_REQUEST) {
        if (!claims.roles.some((role) => TEACHER_ROLES.has(role))) throw new LtiRefusal(403, LTI_MESSAGES.deepLinkingTeachersOnly);
        const userId = await accountFor(platform.id, claims);
        const id = random();
        await repo.insertDeepLink(db, {
          id,
          userId,
          platformId: platform.id,
          deploymentId: claims.deploymentId,
          returnUrl: claims.deepLinking!.returnUrl,
          data: claims.deepLinking!.data,
          acceptTypes: claims.deepLinking!.acceptTypes,
          expiresAt: new Date(Date.now() + LTI_DEEP_LINK_SECONDS * 1000),
        });
        return { session: await signIn(userId), location: `${LTI_PATHS.deepLink}/${id}` };
      }
      const userId = await accountFor(platform.id, claims);
      const classId = await classFor(platform.id, userId, claims);
      if (classId && claims.membershipsUrl) await repo.setMembershipsUrl(db, classId, claims.membershipsUrl);
      const opened = classId ? await openResourceLink(platform.id, claims, classId, userId) : undefined;
      return { session: await signIn(userId), location: opened ?? landing(classId, claims.targetLinkUri) };
    },

    /**
     * A framed launch whose state cookie did not arrive (third-party cookies blocked): the page that
     * starts the same login again in a window of its own, or undefined when the state is unknown.
     */
    async newWindow(state: string | undefined) {
      const login = state ? await repo.findState(db, state) : undefined;
      const platform = login && (await repo.findPlatform(db, login.platformId));
      if (!login?.loginHint || !login.targetLinkUri || !platform) return undefined;
      const url = new URL(`${publicUrl}${LTI_PATHS.login}`);
      url.searchParams.set('iss', platform.issuer);
      url.searchParams.set('client_id', platform.clientId);
      url.searchParams.set('login_hint', login.loginHint);
      url.searchParams.set('target_link_uri', login.targetLinkUri);
      if (login.messageHint !== null) url.searchParams.set('lti_message_hint', login.messageHint);
      return newWindowPage(url.href, ancestors);
    },

    /** The deep-linking picker of the instructor's own request; 404 for anyone else's. */
    async deepLinkPicker(userId: string, id: string) {
      if (!(await repo.findDeepLink(db, id, userId))) throw notFound(LTI_MESSAGES.deepLinkNotFound);
      return pickerPage(id, await classes.assignable(userId), ancestors);
    },

    /** The instructor's choice, signed as an LtiDeepLinkingResponse and posted back to the platform. */
    async deepLinkAnswer(userId: string, id: string, choice: string) {
      const [kind, itemId] = choice.split(':');
      if (!isKind(kind) || !itemId || !isUuid(itemId)) throw notFound(LTI_MESSAGES.itemNotFound);
      const title = await classes.titleOf(userId, kind, itemId);
      if (title === undefined) throw notFound(LTI_MESSAGES.itemNotFound);
      const request = await repo.takeDeepLink(db, id, userId);
      const platform = request && (await repo.findPlatform(db, request.platformId));
      if (!request || !platform) throw notFound(LTI_MESSAGES.deepLinkNotFound);
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        iss: platform.clientId,
        aud: platform.issuer,
        iat: now,
        exp: now + 600,
        nonce: random(),
        [LTI_CLAIMS.deploymentId]: request.deploymentId,
        [LTI_CLAIMS.messageType]: LTI_DEEP_LINKING_RESPONSE,
        [LTI_CLAIMS.version]: LTI_VERSION,
        [LTI_CLAIMS.contentItems]: [
          {
            type: 'ltiResourceLink',
            title,
            url: launchUrl,
            custom: { [LTI_CUSTOM.kind]: kind, [LTI_CUSTOM.id]: itemId },
            lineItem: { scoreMaximum: 100, label: title, resourceId: `${kind}:${itemId}` },
          },
        ],
      };
      if (request.data !== null) claims[LTI_CLAIMS.deepLinkingData] = request.data;
      return returnPage(request.returnUrl, await signWithToolKey(db, claims), ancestors);
    },

    /** NRPS: the course's members from the platform, kept for the class's results. */
    async pullRoster(userId: string, classId: string): Promise<{ members: number; pending: number }> {
      if (!isUuid(classId) || !(await classes.teaches(classId, userId))) throw notFound(LTI_MESSAGES.classNotFound);
      const context = await repo.contextOfClass(db, classId);
      const platform = context && (await repo.findPlatform(db, context.platformId));
      if (!context?.membershipsUrl || !platform) throw conflict(LTI_MESSAGES.noMemberships);
      const members = new Map<string, { sub: string; name: string | null; email: string | null; roles: string[] }>();
      let next: string | null = context.membershipsUrl;
      try {
        for (let pages = 0; next && pages < LTI_ROSTER_MAX_PAGES && members.size < LTI_ROSTER_MAX_MEMBERS; pages += 1) {
          const answer = await services.get(platform, LTI_SCOPES.memberships, next, LTI_MEDIA_TYPES.memberships);
          for (const member of membersOf(answer.body)) {
            if (members.size >= LTI_ROSTER_MAX_MEMBERS) break;
            members.set(member.sub, member);
          }
          next = nextLink(answer.link, next);
        }
      } catch (error) {
        services.forget(platform.id);
        throw badGateway(error instanceof PlatformServiceError ? serviceFailure(error) : LTI_MESSAGES.rosterUnreachable);
      }
      await repo.replaceRoster(db, classId, [...members.values()], new Date());
      // The course's instructors who have opened Studium teach its class with its teacher.
      for (const member of members.values()) {
        if (!member.roles.some((role) => TEACHER_ROLES.has(role))) continue;
        const known = await repo.findLtiUser(db, platform.id, member.sub);
        if (known && !known.disabledAt) await classes.addCoTeacher(classId, known.id);
      }
      return { members: members.size, pending: (await pending(classId, platform.id)).length };
    },

    /** What the teacher's results add for a course's class: each score owed to the platform, and learners not launched yet. */
    async classResults(classId: string) {
      const context = await repo.contextOfClass(db, classId);
      if (!context) return { course: false, scores: new Map<string, LtiScoreStatus>(), pending: [] as LtiPendingLearner[] };
      const scoreMap = new Map<string, LtiScoreStatus>();
      // Oldest first: the latest score of an attempt (a path's last step) is the one kept.
      for (const row of await repo.scoresOfClass(db, classId)) {
        scoreMap.set(`${row.assignmentId}\n${row.userId}`, {
          status: row.status,
          sentAt: row.sentAt?.toISOString() ?? null,
          error: row.status === 'sent' ? null : row.lastError,
        });
      }
      const rows = await pending(classId, context.platformId);
      return {
        course: true,
        scores: scoreMap,
        pending: rows.map(({ name, email }) => ({
          name: name ?? email ?? translateMessage(LTI_MESSAGES.unnamedLearner, currentLanguage()),
          email,
        })),
      };
    },

    /** The student's attempts changed (a quiz finished, a path step ticked): scores owed are queued and sent. */
    attemptsChanged: (userId: string) => scores.attemptsChanged(userId),
  };

  async function pending(classId: string, platformId: string) {
    const rows = await repo.pendingLearners(db, classId, platformId);
    return rows.filter((row) => row.roles.some((role) => LEARNER_ROLES.includes(role)));
  }
}

const badGateway = (message: string) => new HttpError(502, message);

/** The members of one page of an NRPS membership container, active ones only. */
function membersOf(body: string): { sub: string; name: string | null; email: string | null; roles: string[] }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new PlatformServiceError(LTI_MESSAGES.rosterUnreachable);
  }
  const list = (parsed as { members?: unknown })?.members;
  if (!Array.isArray(list)) throw new PlatformServiceError(LTI_MESSAGES.rosterUnreachable);
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
  return list.flatMap((entry: Record<string, unknown>) => {
    const sub = typeof entry?.user_id === 'string' && entry.user_id.length <= 255 ? entry.user_id : null;
    if (!sub || (entry.status !== undefined && entry.status !== 'Active')) return [];
    const name = text(entry.name, 200) ?? ([text(entry.given_name, 100), text(entry.family_name, 100)].filter(Boolean).join(' ') || null);
    const roles = Array.isArray(entry.roles) ? entry.roles.filter((role): role is string => typeof role === 'string').slice(0, 20) : [];
    return [{ sub, name, email: text(entry.email, 254), roles }];
  });
}

/** The `rel="next"` target of a Link header, resolved against the page it came with. */
function nextLink(header: string | null, current: string): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /\brel\s*=\s*"?next"?/i.test(match[2]!)) {
      try {
        return new URL(match[1]!, current).href;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type LtiService = ReturnType<typeof ltiService>;
