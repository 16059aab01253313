import { describe, expect, it } from 'vitest';
import { toSpeakableText } from './speakable-text';

describe('toSpeakableText', () => {
  it('reads the words of markdown, not its marks', () => {
    const text = toSpeakableText('# Photosynthesis\n\n**Plants** make _food_ from `light`.\n\n- Chlorophyll is green\n- ~~Roots~~ leaves');
    expect(text).toBe('Photosynthesis.\nPlants make food from light.\nChlorophyll is green.\nRoots leaves.');
  });

  it('says links by their text and never spells out an address', () => {
    expect(toSpeakableText('Read [the article](https://example.org/a?b=1) or https://example.org/x.')).toBe(
      'Read the article or the link.',
    );
  });

  it('puts simple math into words', () => {
    expect(toSpeakableText('Solve $x^2 = \\frac{a}{b}$ then $$y_{1} \\times 3$$')).toBe('Solve x squared = a over b then y sub 1 times 3.');
  });

  it('reads tables row by row and leaves names with underscores alone', () => {
    expect(toSpeakableText('| Term | Meaning |\n|---|:---:|\n| ATP | energy_store |')).toBe('Term, Meaning.\nATP, energy_store.');
  });

  it('is empty when nothing can be said', () => {
    expect(toSpeakableText('*** --- ```\n```')).toBe('');
  });
});
