import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import {
  deletePasskeyCall,
  getSecondFactorStatusCall,
  postPasskeyCall,
  postPasskeyRegistrationOptionsCall,
  postRecoveryCodesRenewCall,
  postTotpConfirmCall,
  postTotpDisableCall,
  postTotpSetupCall,
} from '@pc/contract/second-factor';
import { loadWebAuthn } from '../../../components/second-factor/webauthn.ts';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';

const statusQuery = () => callQueryOptions(getSecondFactorStatusCall);

/** GET /credential/second-factor: TOTP state, recovery codes left, passkeys, whether a factor is required. */
export const useSecondFactorStatusQuery = () => useQuery({ ...statusQuery(), select: selectData });

/** Every change below answers before the status is read again. */
const useInvalidateStatus = () => {
  const queryClient = useQueryClient();
  const { queryKey } = statusQuery();
  return () => queryClient.invalidateQueries({ queryKey });
};

/**
 * Registration options (they ask for the current password: a session alone adds no factor) → the
 * browser's passkey prompt → POST /credential/passkeys.
 */
const registerPasskey = async ({ name, currentPassword }: { name: string; currentPassword: string }) => {
  const { challengeId, options } = await callApi(postPasskeyRegistrationOptionsCall, {
    body: { currentPassword },
  });
  const { startRegistration } = await loadWebAuthn();
  // The server builds the options with @simplewebauthn/server; the contract checks only what it names.
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  // The library's types are interfaces, which TypeScript does not match to the contract's open
  // objects; plain copies of the same fields are.
  const body = { challengeId, name, credential: { ...credential, response: { ...credential.response } } };
  return callApi(postPasskeyCall, { body });
};

/**
 * Meus Dados' TOTP enrolment: a pending secret (after the current password), then the code that
 * confirms it (answers the recovery codes).
 */
export const useTotpEnrolmentMutations = () => {
  const invalidateStatus = useInvalidateStatus();
  return {
    setup: useMutation({
      mutationFn: (currentPassword: string) => callApi(postTotpSetupCall, { body: { currentPassword } }),
    }),
    confirm: useMutation({
      mutationFn: (code: string) => callApi(postTotpConfirmCall, { body: { code } }),
      onSuccess: () => void invalidateStatus(),
    }),
  };
};

/** The two TOTP changes that ask for the current password again (removing a passkey does too). */
export const useTotpPasswordMutations = () => {
  const invalidateStatus = useInvalidateStatus();
  return {
    disable: useMutation({
      mutationFn: (currentPassword: string) => callApi(postTotpDisableCall, { body: { currentPassword } }),
      onSuccess: () => void invalidateStatus(),
    }),
    renew: useMutation({
      mutationFn: (currentPassword: string) =>
        callApi(postRecoveryCodesRenewCall, { body: { currentPassword } }),
      onSuccess: () => void invalidateStatus(),
    }),
  };
};

export const usePasskeyMutations = () => {
  const invalidateStatus = useInvalidateStatus();
  return {
    add: useMutation({ mutationFn: registerPasskey, onSuccess: () => void invalidateStatus() }),
    // Asks for the current password again, like turning TOTP off (ASVS 5.0 7.5.1).
    remove: useMutation({
      mutationFn: ({ id, currentPassword }: { id: number; currentPassword: string }) =>
        callApi(deletePasskeyCall, { params: { id }, body: { currentPassword } }),
      onSuccess: () => void invalidateStatus(),
    }),
  };
};
