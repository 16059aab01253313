import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CLASS_NAME_MAX_CHARS } from '../../../shared/classroom';
import { LTI_LOGIN_SECONDS, LTI_MESSAGES, LTI_PATHS, LTI_TEACHER_ROLES, type LtiPlatform, type NewLtiPlatform } from '../../../shared/lti';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { type LaunchClaims, verifyLaunch } from './id-token';
import type { PlatformKeys } from './platform-keys';
import { LtiRefusal } from './refusal';
import * as repo from './repo';

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
  remove(classId: string): Promise<void>;
}

export interface LtiServiceOptions {
  db: Db;
  classes: CourseClasses;
  auth: Auth;
  keys: PlatformKeys;
  publicUrl: string;
}

export function ltiService({ db, classes, auth, keys, publicUrl }: LtiServiceOptions) {
  const origin = new URL(publicUrl).origin;
  const launchUrl = `${publicUrl}${LTI_PATHS.launch}`;

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
      // A second instructor of the course: co-teachers come with the rosters (decision 072).
      if (teaching || !teacherId) return null;
      await classes.enrol(existing, teacherId, userId);
      return existing;
    }
    // A learner before any instructor: there is no class to join yet.
    if (!teaching) return null;
    const name = (claims.context.title ?? 'Class from your course').slice(0, CLASS_NAME_MAX_CHARS);
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

  return {
    async addPlatform(values: NewLtiPlatform): Promise<LtiPlatform> {
      const row = await repo.insertPlatform(db, values);
      if (!row) throw conflict(LTI_MESSAGES.platformExists);
      return toPlatform(row);
    },

    async platforms(): Promise<{ platforms: LtiPlatform[] }> {
      return { platforms: (await repo.listPlatforms(db)).map(toPlatform) };
    },

    async deletePlatform(id: string): Promise<{ message: string }> {
      if (!(await repo.deletePlatform(db, id))) throw notFound(LTI_MESSAGES.platformNotFound);
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
      const userId = await accountFor(platform.id, claims);
      const classId = await classFor(platform.id, userId, claims);
      return { session: await signIn(userId), location: landing(classId, claims.targetLinkUri) };
    },
  };
}

export type LtiService = ReturnType<typeof ltiService>;
