import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { usePrivacyNoticeQuery } from './api/privacy.ts';
import styles from './privacy.module.css';

export const NOT_INFORMED_CONTACT = 'Ainda não informado pelo despachante.';

const Contact = ({
  title,
  name,
  contact,
}: {
  title: string;
  name: string | null;
  contact: string | null;
}) => (
  <section className={styles.card} aria-label={title}>
    <h3 className={styles.subTitle}>{title}</h3>
    {name || contact ? (
      <>
        {name && <p className={styles.text}>{name}</p>}
        {contact && <p className={styles.text}>{contact}</p>}
      </>
    ) : (
      <p className={styles.muted}>{NOT_INFORMED_CONTACT}</p>
    )}
  </section>
);

/** The privacy notice (LGPD art. 9), public: what the portal keeps, why, for how long, and whom to ask. */
export const PrivacyNoticePage = () => {
  const notice = usePrivacyNoticeQuery();
  const data = notice.data?.data;
  const portalName = data?.portalName ?? 'Portal dos Clientes';
  return (
    <main className={styles.notice} id="conteudo">
      <PageTitle parts={[routes.PrivacyNotice.title]} />
      <h1>{routes.PrivacyNotice.title}</h1>
      <p className={styles.muted}>
        Como o {portalName} trata os dados pessoais de quem o usa (Lei Geral de Proteção de Dados, Lei
        13.709/2018).
      </p>

      <h2>Quem trata os seus dados</h2>
      {notice.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(
            notice.error,
            'Não foi possível carregar os contatos do controlador e do encarregado.',
          )}
        </p>
      ) : (
        <div className={styles.contacts}>
          <Contact
            title="Controlador"
            name={data?.controller.name ?? null}
            contact={data?.controller.contact ?? null}
          />
          <Contact
            title="Encarregado (DPO)"
            name={data?.dpo.name ?? null}
            contact={data?.dpo.contact ?? null}
          />
        </div>
      )}

      <h2>Quais dados e para quê</h2>
      <ul>
        <li>Nome, e-mail e foto: identificar você e enviar os avisos e códigos de acesso.</li>
        <li>
          As empresas a que você tem acesso: mostrar só os processos, documentos e valores delas (execução do
          contrato de despacho aduaneiro).
        </li>
        <li>
          Registros de acesso (data, hora e IP de cada entrada): a segurança da conta e a guarda exigida pelo
          Marco Civil da Internet (art. 15).
        </li>
        <li>As mensagens que você escreve nos processos, e os documentos e pagamentos que informa.</li>
        <li>As suas preferências de follow-up por e-mail, que você liga e desliga em Meus Dados.</li>
        <li>
          Segundos fatores e chaves de acesso: guardamos só o necessário para conferir, nunca a senha em
          texto.
        </li>
      </ul>

      <h2>Por quanto tempo</h2>
      <ul>
        <li>
          Registros de acesso: {data ? `${data.retention.accessLogMonths} meses` : 'o prazo configurado'} (no
          mínimo 6 meses, pelo Marco Civil), e então apagados.
        </li>
        <li>
          E-mails enviados: {data ? `${data.retention.sentEmailDays} dias` : 'o prazo configurado'}, e então
          apagados.
        </li>
        <li>
          Processos, documentos e mensagens: enquanto o processo existir, pelas obrigações legais e fiscais do
          despachante; não são apagados com o seu cadastro.
        </li>
      </ul>

      <h2>Os seus direitos</h2>
      <p>
        Você pode confirmar o tratamento, baixar os seus dados e pedir a correção ou a exclusão deles em{' '}
        <Link to={routes.MyDataPrivacy.path}>Meus Dados › Privacidade</Link>. A exclusão anonimiza o seu
        cadastro: o nome passa a “Usuário removido” e o acesso é encerrado. O despachante responde em até 15
        dias. Você também pode falar com o encarregado acima ou com a ANPD.
      </p>

      <h2>Cookies</h2>
      <p>
        O portal usa apenas os cookies e o armazenamento local necessários para funcionar (a sessão e a
        escolha do aviso de cookies). Não usamos cookies de publicidade.
      </p>

      <p>
        <Link to={routes.Login.path}>Voltar para o acesso ao portal</Link>
      </p>
    </main>
  );
};
