/** Tool pages not built yet (each later gets its own lazily loaded screen). */
export const PLACEHOLDER_TOOLS = [
  {
    paths: ['/ai-study-planner', '/planner'],
    title: 'AI Study Planner',
    description: 'A dated day-by-day schedule from your subject, goal and exam date.',
  },
  {
    paths: ['/ai-summarizer', '/summaries'],
    title: 'AI Summarizer',
    description: 'Summaries, simpler wording or key points from your text and files.',
  },
  {
    paths: ['/want-to-learn'],
    title: 'Want To Learn',
    description: 'Upload, paste, or speak – and let AI guide you.',
  },
  {
    paths: ['/study-paths', '/study-path/:id'],
    title: 'Study Paths',
    description: 'AI-generated learning roadmaps with free resources from beginner to advanced',
  },
  {
    paths: ['/quiz-generator', '/quiz/:id'],
    title: 'Quiz Generator',
    description: 'Quizzes from a topic, text or a file, with a score and feedback.',
  },
  {
    paths: ['/doubt-chat'],
    title: 'AI Doubt Solver',
    description: "Step-by-step answers, with an Explain Like I'm 5 version.",
  },
] as const;

export const NOTES_PATH = '/notes';

/** Every path that needs a session (spec §2.1); a visitor is sent to the landing page. */
export const SIGNED_IN_PATHS = ['/dashboard', '/dashboard/*', NOTES_PATH, ...PLACEHOLDER_TOOLS.flatMap((tool) => tool.paths)];
