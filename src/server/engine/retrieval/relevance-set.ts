// A small relevance set: short notes of different subjects, and questions each paired with the
// note that answers it, or with none when no note does. Written for these tests.

export const RELEVANCE_NOTES = {
  philosophy: {
    title: 'Careers in philosophy',
    text:
      'To pursue a career in academic philosophy, most students complete a doctorate and publish their work in journals. ' +
      'Teaching posts are scarce, so many philosophy graduates find work in law, policy or technology ethics. ' +
      'Writing clearly about arguments is the skill employers value most, step by step through every draft.',
  },
  vaccines: {
    title: 'Vaccines',
    text:
      'A vaccine trains the immune system by showing it a harmless piece or a weakened form of a pathogen. ' +
      'White blood cells make antibodies against it, and memory cells remember its shape. ' +
      'When the real pathogen arrives, the body recognises it and responds before the illness takes hold.',
  },
  photosynthesis: {
    title: 'Plant biology',
    text:
      'Photosynthesis happens in the chloroplasts of leaf cells. Chlorophyll absorbs red and blue light. ' +
      'The plant turns carbon dioxide and water into glucose and releases oxygen.',
  },
  worldWar: {
    title: 'The First World War',
    text:
      'The assassination of Archduke Franz Ferdinand in Sarajevo in 1914 set off the First World War. ' +
      'Alliances between the great powers, militarism and nationalism turned a regional crisis into a world war.',
  },
  tectonics: {
    title: 'Plate tectonics',
    text:
      "The Earth's crust is broken into plates that float on the mantle. Where plates pull apart, magma rises and forms new crust. " +
      'Where plates collide, mountains and volcanoes form. Earthquakes happen when plates slip past each other.',
  },
  python: {
    title: 'Python basics',
    text:
      'In Python a list holds items in order and can be changed, while a tuple cannot be changed once it is made. ' +
      'A for loop repeats code for each item in a list. Functions are defined with the def keyword.',
  },
  economics: {
    title: 'Supply and demand',
    text:
      'When the price of a good rises, buyers usually want less of it, so demand falls. ' +
      'Sellers offer more at higher prices. The market price settles where supply meets demand.',
  },
  waterCycle: {
    title: 'The water cycle',
    text:
      'The sun heats water in oceans and lakes so that it evaporates. Water vapour cools as it rises and condenses into clouds. ' +
      'Rain and snow bring the water back to the ground.',
  },
  literature: {
    title: 'Shakespeare',
    text:
      "Hamlet is a tragedy by William Shakespeare about a prince of Denmark who seeks revenge for his father's murder. " +
      'Macbeth shows how ambition can destroy a man who was once loyal.',
  },
  cells: {
    title: 'Cell biology',
    text: "Mitochondria release energy from glucose through respiration. The nucleus holds the cell's DNA. Ribosomes build proteins.",
  },
} as const;

export type NoteKey = keyof typeof RELEVANCE_NOTES;

/** Each question and the one note that answers it (null: none of the notes does). */
export const RELEVANCE_QUESTIONS: [question: string, answeredBy: NoteKey | null][] = [
  ['How do vaccines work?', 'vaccines'],
  ['Explain photosynthesis step by step.', 'photosynthesis'],
  ['What caused World War I?', 'worldWar'],
  ['Why do volcanoes form where plates collide?', 'tectonics'],
  ['What is the difference between a list and a tuple in Python?', 'python'],
  ['What happens to demand when prices rise?', 'economics'],
  ['How do clouds form in the water cycle?', 'waterCycle'],
  ['Why does Hamlet want revenge?', 'literature'],
  ['What do mitochondria do in a cell?', 'cells'],
  ['What skills do employers value in philosophy graduates?', 'philosophy'],
  ['How do black holes form?', null],
  ['Explain the causes of the French Revolution step by step.', null],
  ['How does a steam engine work?', null],
  ['What is the capital of Australia?', null],
  ['Who painted the Mona Lisa?', null],
];
