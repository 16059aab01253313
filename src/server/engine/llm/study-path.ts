import { z } from 'zod';
import {
  PATH_DIFFICULTIES,
  PATH_MAX_STEPS,
  PATH_MIN_STEPS,
  type PathDifficulty,
  type PathResource,
  RESOURCE_TYPES,
  STUDY_PATH_MESSAGES,
  type StudyPath,
  type StudyPathInput,
} from '../../../shared/study-path';
import { studyPathSchema } from '../../../shared/study-path.schema';
import { invalidInput } from '../errors';
import { studyPathPrompt } from '../prompts/study-path';
import { resourceUrl } from './resource-links';
import { type CallContext, generateStructured } from './structured';

const text = z.string().trim().min(1);
const RESOURCES_PER_STEP = 4;

// No url, id, totals, topic or difficulty: those are ours to give (see resource-links.ts).
const llmStudyPathSchema = z.object({
  description: text,
  roadmap: z
    .array(
      z.object({
        title: text,
        description: text,
        estimatedHours: z.number().positive(),
        resources: z
          .array(z.object({ type: z.enum(RESOURCE_TYPES), title: text, description: text, search: z.string().optional() }))
          .min(1),
      }),
    )
    .min(PATH_MIN_STEPS)
    .max(PATH_MAX_STEPS),
});

type LlmStudyPath = z.infer<typeof llmStudyPathSchema>;

/** Half hours, because "3.37 hours" is false precision. */
const halfHours = (hours: number) => Math.max(0.5, Math.round(hours * 2) / 2);

/** The model's roadmap with our ids, links and totals, checked against the shared schema. */
function buildStudyPath(topic: string, difficulty: PathDifficulty, answer: LlmStudyPath): StudyPath {
  const roadmap = answer.roadmap.map((step, i) => {
    const resources = new Map<string, PathResource>();
    for (const resource of step.resources) {
      const url = resourceUrl(resource, topic);
      if (!resources.has(url)) resources.set(url, { type: resource.type, title: resource.title, description: resource.description, url });
    }
    return {
      id: `step-${i + 1}`,
      title: step.title,
      description: step.description,
      estimatedHours: halfHours(step.estimatedHours),
      resources: [...resources.values()].slice(0, RESOURCES_PER_STEP),
    };
  });
  const estimatedHours = roadmap.reduce((sum, step) => sum + step.estimatedHours, 0);
  return studyPathSchema.parse({ topic, difficulty, description: answer.description, estimatedHours, totalSteps: roadmap.length, roadmap });
}

export async function studyPathWithLlm(ctx: CallContext, input: StudyPathInput): Promise<StudyPath> {
  const topic = input.topic.replace(/\s+/g, ' ').trim();
  if (!topic) throw invalidInput(STUDY_PATH_MESSAGES.topicRequired);
  // The type already limits difficulty; the fallback guards callers that skipped validation, as offline.
  const difficulty: PathDifficulty = PATH_DIFFICULTIES.includes(input.difficulty) ? input.difficulty : 'intermediate';
  const answer = await generateStructured(ctx, 'studyPath', studyPathPrompt({ topic, difficulty }), llmStudyPathSchema);
  return buildStudyPath(topic, difficulty, answer);
}
