import { CLI_ACTOR, PLAN_UNTIL_PATTERN, type AdminUser } from '../../shared/admin';
import { PLAN_NAMES, type PlanName } from '../../shared/pricing';
import type { AdminService } from '../features/admin/service';
import { HttpError } from '../http-error';

export const USAGE = `Usage: npm run admin -- <command>

  list-users [search]                          every user, newest first (or those whose name or e-mail contains search)
  set-plan <email> <plan> [--until YYYY-MM-DD] give a plan (${PLAN_NAMES.join(', ')}); a paid one runs to the end of that day (UTC), or without end
  reset-link <email>                           print a one-time link that sets a new password (valid 1 hour)
  disable <email>                              sign the user out everywhere and refuse their sign-in
  enable <email>                               let a disabled user sign in again
  make-admin <email>                           make the user an administrator of this server

It uses the database of npm start (DATA_DIR or DATABASE_URL, from the environment or .env).
Every action is written to the audit log, by "cli".`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A refusal the person typing the command can act on: printed, exit code 1. */
class CommandError extends Error {}

const ACTOR = { id: null, email: CLI_ACTOR };

function planNamed(name: string | undefined): PlanName {
  const plan = PLAN_NAMES.find((known) => known.toLowerCase() === name?.toLowerCase());
  if (!plan) throw new CommandError(`Unknown plan "${name ?? ''}": choose one of ${PLAN_NAMES.join(', ')}.`);
  return plan;
}

/** The arguments after the command, and the value of `--until` (as `--until date` or `--until=date`). */
function untilOption(args: string[]): { rest: string[]; until: string | null } {
  const rest: string[] = [];
  let until: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--until') until = args[++i] ?? '';
    else if (arg.startsWith('--until=')) until = arg.slice('--until='.length);
    else if (arg.startsWith('--')) throw new CommandError(`Unknown option ${arg}.`);
    else rest.push(arg);
  }
  if (until !== null && !PLAN_UNTIL_PATTERN.test(until)) throw new CommandError(`--until takes a date written YYYY-MM-DD, not "${until}".`);
  return { rest, until };
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

function describe(user: AdminUser): string {
  const plan = user.planExpiresAt ? `${user.plan} until ${day(user.planExpiresAt)}` : user.plan;
  return `${user.email}: ${plan}${user.disabled ? ', disabled' : ''}${user.admin ? ', administrator' : ''}`;
}

/** Runs one command against `service` and returns the process's exit code. */
export async function runAdminCommand(argv: string[], service: AdminService, io: CliOutput): Promise<number> {
  const [command, ...args] = argv;
  const userNamed = async (email: string | undefined) => {
    if (!email) throw new CommandError(`${command} needs the user's e-mail address.\n\n${USAGE}`);
    const user = await service.byEmail(email);
    if (!user) throw new CommandError(`No account uses the address ${email}.`);
    return user;
  };
  try {
    switch (command) {
      case 'list-users': {
        io.out(['EMAIL', 'NAME', 'PLAN', 'UNTIL', 'CREATED', 'LAST SEEN', 'DISABLED', 'ADMIN'].join('\t'));
        let cursor: string | undefined;
        do {
          const page = await service.users({ q: args.join(' '), cursor });
          for (const user of page.users) {
            const row = [user.email, user.name, user.plan, day(user.planExpiresAt), day(user.createdAt), day(user.lastSeenAt)];
            io.out([...row, user.disabled ? 'yes' : 'no', user.admin ? 'yes' : 'no'].join('\t'));
          }
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return 0;
      }
      case 'set-plan': {
        const { rest, until } = untilOption(args);
        const user = await userNamed(rest[0]);
        const plan = planNamed(rest[1]);
        io.out(describe(await service.setPlan(ACTOR, user.id, plan, until)));
        return 0;
      }
      case 'reset-link': {
        const user = await userNamed(args[0]);
        io.out(`One-time link to set a new password for ${user.email} (works once, for 1 hour):`);
        io.out(await service.resetLink(ACTOR, user.id));
        return 0;
      }
      case 'disable':
        io.out(describe(await service.disable(ACTOR, (await userNamed(args[0])).id)));
        return 0;
      case 'enable':
        io.out(describe(await service.enable(ACTOR, (await userNamed(args[0])).id)));
        return 0;
      case 'make-admin':
        io.out(describe(await service.makeAdmin(ACTOR, (await userNamed(args[0])).id)));
        return 0;
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return 0;
      default:
        io.err(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
        return 1;
    }
  } catch (error) {
    // The service's own refusals (a date in the past, …) are the words to show.
    if (error instanceof CommandError || (error instanceof HttpError && error.status < 500)) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
