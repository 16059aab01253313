// Want To Learn's analysis result, limits and messages, shared by client and server.

/** The Want To Learn result: an explanation, optionally a short study plan and a quick quiz. */
export interface AnalysisResult {
  explanation: string;
  studyPlan?: { overview: string; steps: string[] };
  quiz?: { questions: { question: string; options: string[]; correct: number }[] };
  /** Where the analysed text came from (a fetched link's title and final address). */
  source?: { title: string; url: string };
}

export const ANALYZE_MAX_CHARS = 50_000;
export const ANALYZE_MESSAGES = {
  textRequired: 'Please enter a topic or some text to analyze.',
  textTooLong: `Please shorten the text to at most ${ANALYZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  topicOnly:
    'The offline engine explains from material you give it. Paste a paragraph about this topic, upload notes or a link, or connect an AI provider to learn from a topic name alone.',
} as const;
