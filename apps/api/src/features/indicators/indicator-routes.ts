import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAverageByOriginLeadTimeCall,
  getAverageByOriginLeadTimeFiltersCall,
  getDuimpLeadTimeCall,
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

  registerCall(app, getAverageByOriginLeadTimeCall, async (request) => {
    const { startDate, endDate, origins, modais, placesOfLoading, companiesIds } = request.query;
    return {
      data: await listTransitTimes({
        db: await app.readDb(request),
        entitlementsDb: db,
        callerCompanyIds: getAuth(request).callerCompanyIds,
        requestedCompanyIds: companiesIds,
        startDate,
        endDate,
        origins,
        modes: modais,
        placesOfLoading,
      }),
    };
  });

  registerCall(app, getDuimpLeadTimeCall, async (request) => {
    const { startDate, endDate, origins, modais, placesOfLoading, companiesIds } = request.query;
    return {
      data: await summariseDuimpLeadTimes({
        db: await app.readDb(request),
        entitlementsDb: db,
        callerCompanyIds: getAuth(request).callerCompanyIds,
        requestedCompanyIds: companiesIds,
        startDate,
        endDate,
        origins,
        modes: modais,
        placesOfLoading,
      }),
    };
  });

  registerCall(app, getAverageByOriginLeadTimeFiltersCall, async (request) => ({
    data: await getTransitTimeFilters({
      db: await app.readDb(request),
      entitlementsDb: db,
      callerCompanyIds: getAuth(request).callerCompanyIds,
      requestedCompanyIds: request.query.companiesIds,
    }),
  }));
};
