import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getProductCall,
  getProductExportCall,
  getProductsCall,
  getProductsExportCall,
  PRODUCT_IMPORTS_PAGE_SIZE,
} from '@pc/contract/products';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import {
  listProducts,
  readProduct,
  readProductForExport,
  type TProductsRequest,
} from './products-service.ts';
import { streamProductListWorkbook, streamProductWorkbook } from './products-sheet.ts';

/** The Produtos screen: the list, a product's page and their spreadsheets (analytics facts). */
export const registerProductsRoutes = (app: FastifyInstance): void => {
  const requestOf = (request: FastifyRequest, query: TProductsRequest['query']): TProductsRequest => ({
    db: app.db,
    store: app.analyticsStore,
    callerCompanyIds: getAuth(request).callerCompanyIds,
    query,
  });

  registerCall(app, getProductsCall, async (request) => ({
    data: await listProducts(requestOf(request, request.query)),
  }));

  registerCall(app, getProductsExportCall, async (request, reply) => {
    const list = await listProducts(requestOf(request, request.query));
    return sendFile(reply, {
      fileName: getProductsExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: streamProductListWorkbook({ list, logger: request.log }),
    });
  });

  registerCall(app, getProductCall, async (request) => ({
    data: await readProduct({
      ...requestOf(request, request.query),
      productCode: request.params.code,
      page: request.query.page ?? 1,
      size: request.query.size ?? PRODUCT_IMPORTS_PAGE_SIZE,
    }),
  }));

  registerCall(app, getProductExportCall, async (request, reply) => {
    const detail = await readProductForExport({
      ...requestOf(request, request.query),
      productCode: request.params.code,
    });
    return sendFile(reply, {
      fileName: getProductExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: streamProductWorkbook({ detail, logger: request.log }),
    });
  });
};
