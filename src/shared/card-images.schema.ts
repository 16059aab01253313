import { z } from 'zod';

export const cardImageFileSchema = z.string().describe("A card's image: PNG, JPEG, GIF or WebP, to its owner only.");
