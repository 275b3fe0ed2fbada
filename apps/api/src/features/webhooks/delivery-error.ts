import { WEBHOOK_DELIVERY_ERRORS } from '@pc/contract/webhooks';
import { NonPublicAddressError } from './url-guard.ts';

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/;

/** The log's pt-BR category for a try that got no answer (see WEBHOOK_DELIVERY_ERRORS). */
export const describeDeliveryError = (error: unknown): string => {
  if (error instanceof NonPublicAddressError) return WEBHOOK_DELIVERY_ERRORS.NOT_ALLOWED;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (TLS_CODE.test(code)) return WEBHOOK_DELIVERY_ERRORS.TLS;
  switch (code) {
    case 'ECONNREFUSED':
      return WEBHOOK_DELIVERY_ERRORS.REFUSED;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_NODATA':
      return WEBHOOK_DELIVERY_ERRORS.NOT_FOUND;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
    case 'EADDRNOTAVAIL':
      return WEBHOOK_DELIVERY_ERRORS.UNREACHABLE;
    case 'ETIMEDOUT':
      return WEBHOOK_DELIVERY_ERRORS.TIMEOUT;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_STATUS':
      return WEBHOOK_DELIVERY_ERRORS.INTERRUPTED;
    default:
      return WEBHOOK_DELIVERY_ERRORS.OTHER;
  }
};
