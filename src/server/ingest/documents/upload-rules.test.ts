import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionOf, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadProblem } from '../../../shared/upload';

// The shared rules the file pickers check before sending; the server applies the same ones.
describe('upload rules shared with the client', () => {
  it('reads extensions case-insensitively, ignoring folders and leading dots', () => {
    expect(extensionOf('C:\\fakepath\\Notes.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('tells the user what is wrong before the upload starts', () => {
    const file = (name: string, size = 1000) => ({ name, size });
    expect(uploadProblem(file('notes.md'), false)).toBeUndefined();
    expect(uploadProblem(file('notes.docx'), false)).toBe(UPLOAD_MESSAGES.wrongType);
    expect(uploadProblem(file('notes.docx'), true)).toBeUndefined();
    expect(uploadProblem(file('notes.doc'), true)).toBeUndefined();
    expect(uploadProblem(file('notes.doc'), false)).toBe(UPLOAD_MESSAGES.wrongType);
    expect(uploadProblem(file('photo.png'), true)).toBe(UPLOAD_MESSAGES.wrongTypeOrWord);
    expect(uploadProblem(file('book.pdf', MAX_UPLOAD_BYTES + 1), false)).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('offers .docx in the file picker only where Word files are taken', () => {
    expect(acceptAttribute(false)).toBe('.txt,.csv,.md,.pdf,text/plain,text/csv,text/markdown,application/pdf');
    expect(acceptAttribute(true)).toContain('.docx');
    expect(acceptAttribute(false)).not.toContain('docx');
  });
});
