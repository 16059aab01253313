import {
  BookOpenCheck,
  ChartNoAxesColumnIncreasing,
  Brain,
  CalendarDays,
  FileText,
  HelpCircle,
  Layers,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  NotebookPen,
  Route,
  Sparkles,
  Users,
} from 'lucide-react';

// The one list of study tools: the sidebar, the dashboard tiles and the router all read it, so a
// tool added here shows up everywhere at once.

interface ToolEntry {
  id: string;
  title: string;
  /** One sentence for the dashboard tile. */
  description: string;
  icon: LucideIcon;
  /** Where the sidebar link and the tile go. */
  href: string;
  /** 'dashboard': a view inside /dashboard; 'page': a page of its own. */
  place: 'dashboard' | 'page';
  /** Route patterns of a page tool: its href first, then other names and detail pages. */
  routes: readonly string[];
  /** A /dashboard path containing one of these shows this tool as the dashboard's view. */
  dashboardPaths: readonly string[];
}

/** Every study tool, in the order the sidebar and the dashboard tiles show them. */
export const TOOLS = [
  {
    id: 'ai-tutor',
    title: 'AI Tutor',
    description: 'Ask anything and learn through a conversation that remembers where you are.',
    icon: MessageSquare,
    href: '/dashboard/ai-tutor',
    place: 'dashboard',
    routes: [],
    dashboardPaths: ['/dashboard/ai-tutor', '/dashboard/chat'],
  },
  {
    id: 'study-plans',
    title: 'Study Plans',
    description: 'Turn your subjects and exam date into a week-by-week plan you can download.',
    icon: ListChecks,
    href: '/dashboard/study-plans',
    place: 'dashboard',
    routes: [],
    dashboardPaths: ['/dashboard/study-plan'],
  },
  {
    id: 'doubt',
    title: 'AI Doubt Solver',
    description: "Get a step-by-step solution, and an Explain Like I'm 5 version when you need it.",
    icon: HelpCircle,
    href: '/doubt-chat',
    place: 'page',
    routes: ['/doubt-chat'],
    dashboardPaths: [],
  },
  {
    id: 'study-path',
    title: 'Study Paths',
    description: 'Roadmaps from beginner to advanced with free resources and progress you can tick off.',
    icon: Route,
    href: '/study-paths',
    place: 'page',
    // '/study-path' alone (no id) shows 'Study Path Not Found' rather than the app's 404 page.
    routes: ['/study-paths', '/study-path/:id', '/study-path'],
    dashboardPaths: [],
  },
  {
    id: 'quiz-generator',
    title: 'Quiz Generator',
    description: 'Make a quiz from a topic, your notes or a file, then get a score and feedback.',
    icon: BookOpenCheck,
    href: '/quiz-generator',
    place: 'page',
    routes: ['/quiz-generator', '/quiz/:id'],
    dashboardPaths: ['/dashboard/quiz'],
  },
  {
    id: 'classroom',
    title: 'Classes',
    description: 'Teach a class or join one: share quizzes, study paths and plans, and see everyone’s results.',
    icon: Users,
    href: '/classes',
    place: 'page',
    routes: ['/classes', '/classes/:id', '/join/:code'],
    dashboardPaths: [],
  },
  {
    id: 'flashcards',
    title: 'Flashcards',
    description: 'Cards from your quizzes, notes and doubts, reviewed a few minutes a day with spaced repetition.',
    icon: Layers,
    href: '/flashcards',
    place: 'page',
    routes: ['/flashcards', '/flashcards/review'],
    dashboardPaths: [],
  },
  {
    id: 'progress',
    title: 'Progress',
    description: 'What you know, concept by concept, from your quizzes, cards and doubts, and what to practise next.',
    icon: ChartNoAxesColumnIncreasing,
    href: '/progress',
    place: 'page',
    routes: ['/progress'],
    dashboardPaths: [],
  },
  {
    id: 'note',
    title: 'Notes',
    description: 'Rich-text notes with subjects and tags, searchable and exportable.',
    icon: NotebookPen,
    href: '/notes',
    place: 'page',
    routes: ['/notes', '/notes/:id'],
    dashboardPaths: [],
  },
  {
    id: 'want-to-learn',
    title: 'Want To Learn',
    description: 'Upload a file, an image, a voice note or a link and get an explanation, plan and quiz.',
    icon: Brain,
    href: '/want-to-learn',
    place: 'page',
    routes: ['/want-to-learn'],
    dashboardPaths: [],
  },
  {
    id: 'planner',
    title: 'AI Study Planner',
    description: 'A dated day-by-day schedule up to your exam, with priorities and revision days.',
    icon: CalendarDays,
    href: '/ai-study-planner',
    place: 'page',
    routes: ['/ai-study-planner', '/planner'],
    dashboardPaths: [],
  },
  {
    id: 'summary',
    title: 'AI Summarizer',
    description: 'Summaries, simpler wording or key points from your text or documents.',
    icon: FileText,
    href: '/ai-summarizer',
    place: 'page',
    routes: ['/ai-summarizer', '/summaries'],
    dashboardPaths: [],
  },
] as const satisfies readonly ToolEntry[];

export type Tool = (typeof TOOLS)[number];
export type ToolId = Tool['id'];
/** The tools that live at `Place`: the router (a page) or the dashboard (a view) needs a screen for each. */
export type ToolIdAt<Place extends Tool['place']> = Extract<Tool, { place: Place }>['id'];

export const PAGE_TOOLS = TOOLS.filter((tool) => tool.place === 'page');

export const DASHBOARD_HOME = { id: 'home', title: 'Dashboard', href: '/dashboard', icon: Sparkles } as const;

/** The sidebar's first group: the dashboard home and the tools shown inside the dashboard. */
export const DASHBOARD_SECTIONS = [DASHBOARD_HOME, ...TOOLS.filter((tool) => tool.place === 'dashboard')];

export function toolById(id: ToolId): Tool {
  return TOOLS.find((tool) => tool.id === id) as Tool;
}

/** The tool a /dashboard path shows as its view, or undefined for the dashboard home. */
export function dashboardToolAt(path: string): Tool | undefined {
  return TOOLS.find((tool) => tool.dashboardPaths.some((prefix) => path.includes(prefix)));
}

/** Whether `path` matches a route pattern whose `:name` segments stand for any one segment. */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** Every path that needs a session; a visitor is sent to the landing page. */
export const SIGNED_IN_PATHS = ['/dashboard', '/dashboard/*', '/billing', ...PAGE_TOOLS.flatMap((tool) => tool.routes)];
