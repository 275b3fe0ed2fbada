import { useMutation } from '@tanstack/react-query';
import { postNewIndicatorRequestCall, type TNewIndicatorRequest } from '@pc/contract/indicators';
import { callApi } from '../../../lib/api-client.ts';

/** POST .../enviarEmailSolicitacaoNovoIndicador {message} ('Personalize seu indicador'). */
export const postNewIndicatorRequest = (body: TNewIndicatorRequest) =>
  callApi(postNewIndicatorRequestCall, { body });

export const useNewIndicatorRequestMutation = () => useMutation({ mutationFn: postNewIndicatorRequest });
