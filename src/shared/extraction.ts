/**
 * Reading PDFs, Word files and web pages runs on background threads shared by everyone. Files and
 * links one user may have being read or waiting at once; the server reads each user's one at a
 * time, users taking turns, so more would only wait.
 */
export const EXTRACTION_JOBS_PER_USER = 2;

export const EXTRACTION_MESSAGES = {
  busy: 'Many files and links are being read right now. Please try again in a minute.',
  userBusy: `Your earlier files or links are still being read (at most ${EXTRACTION_JOBS_PER_USER} at a time). Wait until one is done, then try again.`,
} as const;
