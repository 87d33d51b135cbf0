import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  StatList,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Skeleton,
  formatAmount,
  formatDate,
  showToast,
} from '@site/shared';
import type { ReferralInvitee } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { referralQuery } from '../api/get-referral';

/**
 * referral (docs/referral.md): the member's invite code, link and its QR code, the friends who joined with it, and
 * the commission their play earned, paid once a day.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation('member');
  const query = useQuery(referralQuery());
  if (query.isPending) return <Skeleton height={260} />;
  if (query.isError)
    return <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data.enabled) return <EmptyState message={t('referral.off')} />;
  const link = `${window.location.origin}${data.registerPath}`;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ message: t('referral.copied'), tone: 'success' });
    } catch {
      // No clipboard (an old browser, or permission refused): the text stays selectable on the page.
      showToast({ message: t('referral.copyFailed'), tone: 'danger' });
    }
  };

  return (
    <div className="member-referral">
      {/* The overlay's page title already says "Invite friends": no second heading for the same thing. */}
      <section>
        <p>{t('referral.howItWorks', { rate: formatAmount(data.ratePercent, i18n.language) })}</p>
        <StatList
          items={[
            {
              key: 'code',
              label: t('referral.code'),
              value: <span data-testid="referral-code">{data.code}</span>,
            },
            {
              key: 'link',
              label: t('referral.link'),
              value: <span data-testid="referral-link">{link}</span>,
            },
          ]}
        />
        <div className="member-rg__actions">
          <Button variant="secondary" onClick={() => void copy(data.code)}>
            {t('referral.copyCode')}
          </Button>
          <Button variant="secondary" onClick={() => void copy(link)}>
            {t('referral.copyLink')}
          </Button>
        </div>
        <QRCodeSVG value={link} size={160} role="img" aria-label={t('referral.qr')} />
      </section>

      <StatList
        items={[
          {
            key: 'invited',
            label: t('referral.invited'),
            value: <span data-testid="referral-count">{data.invitedCount}</span>,
          },
          {
            key: 'earned',
            label: t('referral.earned'),
            value: (
              <span data-testid="referral-earned">
                <Amount value={data.totalCommission} /> {data.currency}
              </span>
            ),
          },
        ]}
      />

      <DataTable<ReferralInvitee>
        caption={t('referral.friends')}
        columns={[
          { key: 'account', header: t('referral.friend'), render: (r) => r.account },
          {
            key: 'joinedAt',
            header: t('referral.joined'),
            render: (r) => formatDate(r.joinedAt, i18n.language),
          },
          {
            key: 'validBet30d',
            header: t('referral.validBet30d'),
            align: 'end',
            render: (r) => <Amount value={r.validBet30d} />,
          },
          {
            key: 'commission',
            header: t('referral.commission'),
            align: 'end',
            render: (r) => <Amount value={r.commission} />,
          },
        ]}
        rows={data.invitees}
        rowKey={(r) => `${r.account}-${r.joinedAt}`}
        emptyMessage={t('referral.noFriends')}
      />

      <DataTable<{ day: string; validBet: number; amount: number }>
        caption={t('referral.byDay')}
        columns={[
          {
            key: 'day',
            header: t('records.date'),
            render: (r) => formatDate(`${r.day}T12:00:00Z`, i18n.language),
          },
          {
            key: 'validBet',
            header: t('rebate.validBet'),
            align: 'end',
            render: (r) => <Amount value={r.validBet} />,
          },
          {
            key: 'amount',
            header: t('referral.commission'),
            align: 'end',
            render: (r) => <Amount value={r.amount} />,
          },
        ]}
        rows={data.days}
        rowKey={(r) => r.day}
        emptyMessage={t('referral.noCommission')}
      />
    </div>
  );
}
