import { z } from 'zod';
import { ERRORS } from '../messages/errors';
import { PORTFOLIO_TEXTS } from '../messages/portfolio';
import { line } from './text';

/** How many photos a portfolio holds, how long a caption is, how big a photo may be. */
export const PORTFOLIO_LIMITS = {
  photos: 12,
  captionChars: 100,
  photoBytes: 15 * 1024 * 1024,
  /** The served copies: a thumbnail and a display image, each fitting a square of this side. */
  thumbPx: 320,
  displayPx: 1280,
} as const;

/** Accepted by the picker; the server judges the bytes (JPEG, PNG or WebP). */
export const PORTFOLIO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Bidi controls would let a caption shown to everyone read backwards ("gpj.exe"). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const portfolioCaption = line()
  .refine((v) => !BIDI_CONTROLS.test(v), { error: ERRORS.invalidData })
  .trim()
  .max(PORTFOLIO_LIMITS.captionChars, { error: PORTFOLIO_TEXTS.captionTooLong });

/** One photo as its owner and visitors see it; the images are fetched by `id` (thumb/display). */
export const portfolioPhotoSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  position: z.number().int(),
  /** Of the display copy (the thumbnail keeps the ratio). */
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PortfolioPhoto = z.infer<typeof portfolioPhotoSchema>;

export const portfolioListSchema = z.object({
  photos: z.array(portfolioPhotoSchema),
  max: z.number().int(),
});
export type PortfolioList = z.infer<typeof portfolioListSchema>;

const photoId = z.uuid({ error: PORTFOLIO_TEXTS.photoNotFound });
export const portfolioPhotoParams = z.object({ id: photoId });
/** The multipart field sent before the one photo. */
export const portfolioUploadFields = z.object({ caption: portfolioCaption.optional() });
export const portfolioCaptionBody = z.object({ caption: portfolioCaption });
export const portfolioOrderBody = z.object({
  ids: z.array(photoId).min(1).max(PORTFOLIO_LIMITS.photos),
});
export const PORTFOLIO_SIZES = ['thumb', 'display'] as const;
export type PortfolioSize = (typeof PORTFOLIO_SIZES)[number];
export const portfolioImageQuery = z.object({
  size: z.enum(PORTFOLIO_SIZES).default('display'),
});

export const publicProfessionalParams = z.object({
  id: z.uuid({ error: PORTFOLIO_TEXTS.professionalNotFound }),
});

/**
 * The public provider page (no login): only what a visitor may know. Never e-mail, phone, CPF,
 * CNPJ or address; the name and city by the spec §3 company rule.
 */
export const publicProfessionalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  is_company: z.boolean(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  services: z.array(z.number().int()),
  areas: z.array(z.number().int()),
  specialties: z.array(z.number().int()),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  portfolio: z.array(portfolioPhotoSchema),
});
export type PublicProfessional = z.infer<typeof publicProfessionalSchema>;
