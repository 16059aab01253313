import { Building2, Mail, MessageCircle, Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StaticPage } from '../../components/layout/static-page';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useSiteDetails } from './site-details';

const iconClass = 'size-5 text-primary';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  const { productName, operatorName, supportEmail, phone, phoneLink, supportHours, registeredOffice, money } = useSiteDetails();
  return (
    <StaticPage
      title={t('Contact Us')}
      intro={
        <p>{t('Stuck on a payment, a plan or a feature? We are happy to help. Most questions are answered within one working day.')}</p>
      }
    >
      <section>
        <h2>{t('Ways to reach us')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail aria-hidden="true" className={iconClass} />
                {t('E-mail')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>
                <a href={`mailto:${supportEmail}`} data-untranslated>
                  {supportEmail}
                </a>
              </p>
              <p className="text-sm text-muted-foreground">{t('Best for account, billing and refund requests.')}</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Phone aria-hidden="true" className={iconClass} />
                {t('Phone')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>
                <a href={`tel:${phoneLink}`} data-untranslated>
                  {phone}
                </a>
              </p>
              <p className="text-sm text-muted-foreground">{t('{supportHours}, except public holidays.', { supportHours })}</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MessageCircle aria-hidden="true" className={iconClass} />
                {t('Live chat')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>{t('Coming soon')}</p>
              <p className="text-sm text-muted-foreground">{t('Until then, e-mail us and we will reply as quickly as we can.')}</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 aria-hidden="true" className={iconClass} />
                {t('Registered office')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <address className="not-italic leading-7" data-untranslated>
                {operatorName}
                <br />
                {registeredOffice}
              </address>
            </CardContent>
          </Card>
        </div>
      </section>

      <section>
        <h2>{t('Help us help you faster')}</h2>
        <ul>
          <li>{t('Write from the e-mail address you use for your {productName} account.', { productName })}</li>
          <li>
            <Trans
              t={t}
              i18nKey='For payment questions, include the Razorpay payment id from your receipt (it begins with "<0>pay_</0>").'
              components={[<span key="0" data-untranslated />]}
            />
          </li>
          <li>{t('For a wrong answer or a bug, tell us which feature you were using and, if you can, attach a screenshot.')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('Schools and institutions')}</h2>
        <p>
          {t(
            "If you are a school, college or coaching centre interested in the Institution plan ({institution} per year), e-mail us with your institution's name and roughly how many students will use {productName}. We will help you get started.",
            { institution: money(4999), productName },
          )}
        </p>
      </section>

      <section>
        <h2>{t('Policies')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="Before writing, you may find your answer in our <0>Refund Policy</0>, <1>Shipping and Delivery Policy</1> or <2>Privacy Policy</2>."
            components={[
              <Link key="0" href="/refund-policy" />,
              <Link key="1" href="/shipping-policy" />,
              <Link key="2" href="/privacy-policy" />,
            ]}
          />
        </p>
      </section>
    </StaticPage>
  );
}
