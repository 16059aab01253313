import {
  BookOpenCheck,
  Brain,
  CalendarDays,
  FileText,
  HelpCircle,
  type LucideIcon,
  MessageSquare,
  NotebookPen,
  Route,
  Sparkles,
  ListChecks,
} from 'lucide-react';

export interface Tool {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

/** In-page sections of /dashboard (spec §2.4). */
export const DASHBOARD_SECTIONS = [
  { view: 'home', title: 'Dashboard', href: '/dashboard', icon: Sparkles },
  { view: 'ai-tutor', title: 'AI Tutor', href: '/dashboard/ai-tutor', icon: MessageSquare },
  { view: 'study-plans', title: 'Study Plans', href: '/dashboard/study-plans', icon: ListChecks },
] as const;

/** Every study tool, in the order the sidebar and the dashboard tiles show them. */
export const TOOLS: Tool[] = [
  {
    title: 'AI Tutor',
    description: 'Ask anything and learn through a conversation that remembers where you are.',
    href: '/dashboard/ai-tutor',
    icon: MessageSquare,
  },
  {
    title: 'Study Plans',
    description: 'Turn your subjects and exam date into a week-by-week plan you can download.',
    href: '/dashboard/study-plans',
    icon: ListChecks,
  },
  {
    title: 'AI Doubt Solver',
    description: 'Get a step-by-step solution, and an Explain Like I\'m 5 version when you need it.',
    href: '/doubt-chat',
    icon: HelpCircle,
  },
  {
    title: 'Study Paths',
    description: 'Roadmaps from beginner to advanced with free resources and progress you can tick off.',
    href: '/study-paths',
    icon: Route,
  },
  {
    title: 'Quiz Generator',
    description: 'Make a quiz from a topic, your notes or a file, then get a score and feedback.',
    href: '/quiz-generator',
    icon: BookOpenCheck,
  },
  {
    title: 'Notes',
    description: 'Rich-text notes with subjects and tags, searchable and exportable.',
    href: '/notes',
    icon: NotebookPen,
  },
  {
    title: 'Want To Learn',
    description: 'Upload a file, an image, a voice note or a link and get an explanation, plan and quiz.',
    href: '/want-to-learn',
    icon: Brain,
  },
  {
    title: 'AI Study Planner',
    description: 'A dated day-by-day schedule up to your exam, with priorities and revision days.',
    href: '/ai-study-planner',
    icon: CalendarDays,
  },
  {
    title: 'AI Summarizer',
    description: 'Summaries, simpler wording or key points from your text or documents.',
    href: '/ai-summarizer',
    icon: FileText,
  },
];

/** Tools that live on their own page (the sidebar's links). */
export const PAGE_TOOLS = TOOLS.filter((tool) => !tool.href.startsWith('/dashboard'));

export type DashboardView = 'home' | 'ai-tutor' | 'study-plans' | 'quiz-generator';

/** Spec §2.4: the in-page section is chosen from the path. */
export function viewFromPath(path: string): DashboardView {
  if (path.includes('/dashboard/chat') || path.includes('/dashboard/ai-tutor')) return 'ai-tutor';
  if (path.includes('/dashboard/study-plan')) return 'study-plans';
  if (path.includes('/dashboard/quiz')) return 'quiz-generator';
  return 'home';
}
