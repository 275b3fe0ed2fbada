import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAdminBrandingLogoCall,
  getAdminBrandingCall,
  getBrandingLogoCall,
  getWebManifestCall,
  LOGO_MISSING_MESSAGE,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  MAX_LOGO_BYTES,
  putAdminBrandingCall,
  putAdminBrandingLogoCall,
} from '@pc/contract/branding';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findBranding, findLogo } from '../../core/branding/branding-repository.ts';
import { deleteBrandingLogo, getAdminBranding, setBrandingLogo, updateBranding } from './branding-service.ts';
import type { TUploadedLogo } from './logo-content.ts';
import { toPublicBranding } from '../../core/branding/public-branding.ts';
import { webManifestOf } from './web-manifest.ts';

/**
 * What an SVG opened on its own may do: draw, with its inline styles, and nothing else (no script,
 * no fetch), even if the sanitiser missed something.
 */
export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const readLogoForm = async (request: FastifyRequest): Promise<TUploadedLogo> => {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', LOGO_MISSING_MESSAGE);
  let file: TUploadedLogo | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, mimeType: part.mimetype, content: await part.toBuffer() };
      }
    }
  } catch (error: unknown) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', LOGO_TOO_LARGE_MESSAGE);
    }
    throw new AppError('BAD_REQUEST', 'Não foi possível ler o formulário enviado (multipart/form-data).');
  }
  if (!file || file.content.length === 0) throw new AppError('BAD_REQUEST', LOGO_MISSING_MESSAGE);
  return file;
};

/** Back-office screen 5 "Identidade visual", and the public logo the pages show. */
export const registerBrandingRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  const actorOf = (request: FastifyRequest) => ({
    db,
    actorUserId: getAuth(request).userId,
    ip: request.ip,
    now: app.now(),
  });

  registerCall(app, getAdminBrandingCall, async () => ({ data: await getAdminBranding({ db }) }));

  registerCall(app, putAdminBrandingCall, async (request) => ({
    data: await updateBranding({ ...actorOf(request), texts: request.body }),
  }));

  registerCall(app, deleteAdminBrandingLogoCall, async (request) => ({
    data: await deleteBrandingLogo(actorOf(request)),
  }));

  // Multipart only in this scope: the logo's upload.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2 } });
    registerCall(scope, putAdminBrandingLogoCall, async (request) => ({
      data: await setBrandingLogo({ ...actorOf(request), file: await readLogoForm(request) }),
    }));
  });

  // Public and cacheable: an address with the current version (?v=) never changes, so browsers
  // keep it for good; without it, they revalidate by the version's ETag.
  registerCall(app, getBrandingLogoCall, async (request, reply) => {
    const { version, logoMimeType } = await findBranding(db);
    if (!logoMimeType) throw notFound(LOGO_NOT_FOUND_MESSAGE);
    void reply
      .header('content-security-policy', LOGO_CSP)
      .header('x-content-type-options', 'nosniff')
      // Other sites may show it (a mail client opening the sign-in page's image, a partner's page).
      .header('cross-origin-resource-policy', 'cross-origin');
    const cacheHeaders = (current: number) =>
      reply
        .header('etag', `"logo-${current}"`)
        .header(
          'cache-control',
          request.query.v === String(current) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
    if (request.headers['if-none-match'] === `"logo-${version}"`)
      return cacheHeaders(version).status(304).send();
    const logo = await findLogo(db);
    if (!logo) throw notFound(LOGO_NOT_FOUND_MESSAGE);
    const extension = logo.mimeType === 'image/png' ? 'png' : 'svg';
    return cacheHeaders(logo.version)
      .type(logo.mimeType)
      .header('content-disposition', `inline; filename="logo.${extension}"`)
      .send(logo.content);
  });

  // Read on install and now and then by the browser: revalidated, since the identity may change.
  registerCall(app, getWebManifestCall, async (_request, reply) => {
    const row = await findBranding(db);
    void reply.header('cache-control', 'no-cache');
    return webManifestOf(toPublicBranding(row), row.logoMimeType);
  });
};
