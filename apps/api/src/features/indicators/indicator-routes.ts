import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZTransitTimeQuery } from '@pc/contract/indicators';
import { getDuimpLeadTimeCall } from '@pc/contract/transit-time';
import {
  getAverageByOriginLeadTimeCall,
  getAverageByOriginLeadTimeFiltersCall,
  getHerculesEtdIndicatorCall,
  getIndicatorLeadtimesCall,
  getIndicatorMovimentacaoCall,
  getIndicatorRegistroDiCall,
  getIndicatorStepsCall,
  getIndicatorStorageCall,
  postNewIndicatorRequestCall,
} from '@pc/contract/indicators';
import { registerCall } from '../../core/http/register-call.ts';
import { getAuth } from '../../core/auth/authenticate.ts';
import { requestNewIndicator } from './indicator-request-service.ts';
import {
  getLeadtimesIndicator,
  getMovimentacaoIndicator,
  getRegistroDiIndicator,
  getStepsIndicator,
  getStorageIndicator,
  listDelayedEtdProcessIds,
} from './indicator-service.ts';
import { getTransitTimeFilters, listTransitTimes, summariseDuimpLeadTimes } from './transit-time-service.ts';

type TPeriodIndicatorQuery = { customersId: readonly number[]; firstDate: string; secondDate: string };
type TTransitQuery = z.output<typeof ZTransitTimeQuery>;

/** Home indicators. Scope: getAuth(request).callerCompanyIds; requested ids outside it answer 403. */
export const registerIndicatorRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  /** The caller's scope, the requested customers and the period: what every period indicator takes. */
  const periodIndicatorOptions = async (request: FastifyRequest<{ Querystring: TPeriodIndicatorQuery }>) => ({
    db: await app.readDb(request),
    callerCompanyIds: getAuth(request).callerCompanyIds,
    requestedCompanyIds: request.query.customersId,
    firstDate: request.query.firstDate,
    secondDate: request.query.secondDate,
  });

  /** The TRANSIT TIME tab's filter, as its table and its DUIMP waits both take it. */
  const transitOptionsOf = async (request: FastifyRequest<{ Querystring: TTransitQuery }>) => ({
    db: await app.readDb(request),
    entitlementsDb: db,
    callerCompanyIds: getAuth(request).callerCompanyIds,
    requestedCompanyIds: request.query.companiesIds,
    startDate: request.query.startDate,
    endDate: request.query.endDate,
    origins: request.query.origins,
    modes: request.query.modais,
    placesOfLoading: request.query.placesOfLoading,
  });

  // The Home sends its period here too; the steps are counted now whatever it is.
  registerCall(app, getIndicatorStepsCall, async (request) => ({
    data: await getStepsIndicator({
      db: await app.readDb(request),
      callerCompanyIds: getAuth(request).callerCompanyIds,
      requestedCompanyIds: request.query.customersId,
    }),
  }));

  registerCall(app, getIndicatorLeadtimesCall, async (request) => ({
    data: await getLeadtimesIndicator(await periodIndicatorOptions(request)),
  }));

  registerCall(app, getIndicatorRegistroDiCall, async (request) => ({
    data: await getRegistroDiIndicator(await periodIndicatorOptions(request)),
  }));

  registerCall(app, getIndicatorMovimentacaoCall, async (request) => ({
    data: await getMovimentacaoIndicator({
      ...(await periodIndicatorOptions(request)),
      isOpeningOnly: request.query.isVariacaoAbertura,
    }),
  }));

  registerCall(app, getIndicatorStorageCall, async (request) => ({
    data: await getStorageIndicator(await periodIndicatorOptions(request)),
  }));

  registerCall(app, getHerculesEtdIndicatorCall, async (request) => ({
    data: await listDelayedEtdProcessIds({
      db: await app.readDb(request),
      entitlementsDb: db,
      callerCompanyIds: getAuth(request).callerCompanyIds,
      firstDate: request.query.firstDate,
      secondDate: request.query.secondDate,
    }),
  }));

  registerCall(app, postNewIndicatorRequestCall, async (request) => {
    const auth = getAuth(request);
    return requestNewIndicator({
      db,
      mailQueue: app.mailQueue,
      companyIds: auth.callerCompanyIds,
      userId: auth.userId,
      message: request.body.message,
      to: app.config.INDICATOR_REQUEST_EMAIL,
      now: app.now(),
    });
  });

  registerCall(app, getAverageByOriginLeadTimeCall, async (request) => ({
    data: await listTransitTimes(await transitOptionsOf(request)),
  }));

  registerCall(app, getDuimpLeadTimeCall, async (request) => ({
    data: await summariseDuimpLeadTimes(await transitOptionsOf(request)),
  }));

  registerCall(app, getAverageByOriginLeadTimeFiltersCall, async (request) => ({
    data: await getTransitTimeFilters({
      db: await app.readDb(request),
      entitlementsDb: db,
      callerCompanyIds: getAuth(request).callerCompanyIds,
      requestedCompanyIds: request.query.companiesIds,
    }),
  }));
};
