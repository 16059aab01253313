import { PATH_MAX_STEPS, PATH_MIN_STEPS, type PathDifficulty, type StudyPathInput } from '../../../shared/study-path';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

const LEVELS: Record<PathDifficulty, string> = {
  beginner:
    'Beginner: assume no background. More, smaller steps: the big picture first, then vocabulary and foundations, ' +
    'core ideas, worked examples, guided practice, a small project, and a final review.',
  intermediate:
    'Intermediate: the basics are known. Refresh them briefly, then go deeper into the principles, typical problems, ' +
    'applied practice and a project that uses the topic.',
  advanced:
    'Advanced: university level. Advanced theory, specialised areas, hard problems, a substantial capstone project, ' +
    'and teaching the topic back.',
};

const SHAPE = `{
  "description": "Two sentences: where this path starts, where it ends and how.",
  "roadmap": [
    {
      "title": "The big picture: what is calculus?",
      "description": "What to learn in this step, and how to tell that you have learned it.",
      "estimatedHours": 2,
      "resources": [
        { "type": "article", "title": "Wikipedia: Calculus", "description": "Read the overview and note the two main branches.", "search": "calculus" },
        { "type": "youtube", "title": "3Blue1Brown: Essence of calculus", "description": "Watch the first video and pause to sketch the ideas.", "search": "essence of calculus 3blue1brown" },
        { "type": "book", "title": "OpenStax Calculus Volume 1", "description": "Read section 1.1 as a first preview.", "search": "calculus volume 1" },
        { "type": "practice", "title": "Khan Academy: Limits intro", "description": "Do the first exercise set until you get 4 in a row.", "search": "limits intro" }
      ]
    }
  ]
}`;

// URLs are ours (decision 008): the model names resources findable on the sites we link to.
const RESOURCES = [
  'Each step has 2 to 4 resources; "type" is "article", "youtube", "book" or "practice".',
  'Do not write any URL. Studium links every resource to a search on a free site for its type: article → Wikipedia ' +
    '(or MIT OpenCourseWare, Khan Academy), youtube → YouTube, book → OpenStax or Open Library, practice → Khan ' +
    'Academy, Codewars or Brilliant. So name real, well-known resources that can be found there.',
  '"search": the few words to type into that site\'s search box to find the resource.',
].join('\n- ');

/** A step-by-step roadmap for learning a topic at a level, with resources for each step. */
export function studyPathPrompt({ topic, difficulty }: StudyPathInput): PromptParts {
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `Make a learning roadmap for the topic below at ${difficulty} level: ${PATH_MIN_STEPS} to ${PATH_MAX_STEPS} steps, in the order ` +
        'a student should take them.',
      LEVELS[difficulty],
      'Each step: a "title"; a "description" of 1 to 3 sentences saying what to learn and how the student can tell they have ' +
        'learned it; "estimatedHours", a realistic number of hours for that step.',
      `- ${RESOURCES}`,
      `Answer with JSON in this shape (the content is only an example; give ${PATH_MIN_STEPS} to ${PATH_MAX_STEPS} steps):\n${SHAPE}`,
      fenced('topic', topic),
    ].join('\n\n'),
  };
}
