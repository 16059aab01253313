import type { SaveToNotesToasts } from '../../components/save-to-notes-button';

/** The words of the Want To Learn screen (spec §2.7, §8), verbatim where the spec gives them. */
export const WANT_TO_LEARN_TEXTS = {
  signedOutTitle: 'Please log in to continue',
  signedOutText: 'You need to be logged in to use the learning features.',
  title: 'What do you want to learn today?',
  subtitle: 'Upload, paste, or speak – and let AI guide you.',
  analyze: 'Analyze',
  analyzeTopic: 'Analyze Topic',
  busy: 'Analyzing your content...',
  results: 'AI Analysis Results',
  explanation: 'Explanation',
  studyPlan: 'Study Plan',
  quickQuiz: 'Quick Quiz',
  tryIt: 'Try it',
  showAnswers: 'Show answers',
  listen: 'Listen with Voice Tutor',
  pause: 'Pause Voice Tutor',
  resume: 'Resume Voice Tutor',
  preparingVoice: 'Preparing voice...',
  saveNote: 'Save as Note',
  saveQuiz: 'Save Quiz',
  savedQuiz: 'Open Saved Quiz',
  linkLabel: 'Link to a web page',
  linkPlaceholder: 'https://example.com/article',
  topicLabel: 'Topic or text',
  topicPlaceholder: 'e.g. Photosynthesis, or paste a paragraph you want explained',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  recording: 'Recording',
  liveWords: 'What you said so far',
  liveWordsNote: "Words appear as you speak, using your browser's speech recognition.",
  noMicrophone: 'Recording needs a browser with microphone access. Upload a voice recording instead.',
  microphoneDenied: 'The microphone could not be used. Allow microphone access for this site, or upload a voice recording instead.',
  voiceUnavailableTitle: 'Voice recordings cannot be transcribed here',
} as const;

/** Toasts of spec §8, Want To Learn. */
export const WANT_TO_LEARN_TOASTS = {
  errorTitle: 'Error',
  contentAnalyzed: 'Content analyzed successfully!',
  linkAnalyzed: 'Link content analyzed successfully!',
  topicAnalyzed: 'Topic analyzed successfully!',
  uploadFailed: 'Upload failed',
  linkFailed: 'Link analysis failed',
  topicFailed: 'Topic analysis failed',
  playFailed: 'Failed to play audio',
  synthesisFailed: 'Voice synthesis failed',
  /** The first upload's failure: `Upload failed: {status text}`. */
  uploadFailedStatus: (statusText: string) => `Upload failed: ${statusText}`,
  quizSavedTitle: 'Quiz Saved',
  quizSaved: 'Find it under My Quizzes in the Quiz Generator.',
  quizFailed: 'Failed to save quiz',
} as const;

/** Save as Note under the results. */
export const WANT_TO_LEARN_NOTE_TOASTS: SaveToNotesToasts = {
  savedTitle: 'Saved as Note',
  saved: 'Find it on your Notes page.',
  failedTitle: WANT_TO_LEARN_TOASTS.errorTitle,
  failed: 'Failed to create note.',
};

/** What the busy card says the analysis is doing. */
export const STAGE_TEXTS = {
  uploading: 'Uploading your file...',
  readingDocument: 'Reading the text of your file...',
  transcribing: 'Turning your recording into text...',
  queuedImage: 'Waiting for the image reader...',
  readingImage: 'Recognising the text in your image',
  fetchingLink: 'Fetching the page behind the link...',
  analyzing: 'Analyzing the text...',
} as const;
