import { FileText, Image, Link2, type LucideIcon, Mic, PenLine, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIO_ACCEPT, MAX_AUDIO_UPLOAD_BYTES, SPEECH_MESSAGES } from '../../../shared/speech';
import { extensionOf, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { OCR_MESSAGES } from '../../../shared/ocr';

export type InputKind = 'document' | 'audio' | 'image' | 'link' | 'topic' | 'voice';
export type FileKind = Extract<InputKind, 'document' | 'audio' | 'image'>;

export interface InputOption {
  kind: InputKind;
  icon: LucideIcon;
}

/** The option cards of spec §2.7, in its order, then the voice input. */
export const INPUT_OPTIONS: readonly InputOption[] = [
  { kind: 'document', icon: FileText },
  { kind: 'audio', icon: Upload },
  { kind: 'image', icon: Image },
  { kind: 'link', icon: Link2 },
  { kind: 'topic', icon: PenLine },
  { kind: 'voice', icon: Mic },
];

/** Each card's title and description, in the reader's language. */
export function useOptionTexts(): Record<InputKind, { title: string; description: string; code?: boolean }> {
  const { t } = useTranslation('want-to-learn');
  return {
    document: { title: t('Upload Text File'), description: '.txt, .pdf, .doc, .docx', code: true },
    audio: { title: t('Upload Voice Recording'), description: t('Any audio file, up to 25 MB') },
    image: { title: t('Upload Screenshot/Image'), description: t('Photos and screenshots of text') },
    link: { title: t('Paste Link'), description: t('An article or web page') },
    topic: { title: t('Type Topic'), description: t('A topic, a question or a paragraph') },
    voice: { title: t('Voice Input'), description: t('Speak from your microphone') },
  };
}

export const isFileKind = (kind: InputKind): kind is FileKind => kind === 'document' || kind === 'audio' || kind === 'image';

/** The file chooser's `accept` per card (spec §2.7). */
export const FILE_ACCEPT: Record<FileKind, string> = {
  document:
    '.txt,.pdf,.doc,.docx,text/plain,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  audio: AUDIO_ACCEPT,
  image: 'image/*',
};

const DOCUMENT_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx', '.md', '.csv'];

/**
 * What is wrong with a chosen or dropped file before it is sent, or undefined. The server checks
 * the bytes again; this spares the upload of a file it would refuse by its size or kind.
 */
export function fileProblem(kind: FileKind, file: { name: string; size: number; type: string }): string | undefined {
  if (kind === 'audio') {
    if (!file.type.startsWith('audio/') && !/\.(wav|webm|ogg|oga|opus|mp3|m4a|mp4|flac)$/i.test(file.name))
      return SPEECH_MESSAGES.wrongType;
    return file.size > MAX_AUDIO_UPLOAD_BYTES ? SPEECH_MESSAGES.tooLarge : undefined;
  }
  if (kind === 'image') {
    if (!file.type.startsWith('image/')) return OCR_MESSAGES.wrongType;
    return file.size > MAX_UPLOAD_BYTES ? OCR_MESSAGES.tooLarge : undefined;
  }
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const extension = extensionOf(file.name);
  return DOCUMENT_EXTENSIONS.includes(extension) ? undefined : UPLOAD_MESSAGES.wrongTypeOrWord;
}
