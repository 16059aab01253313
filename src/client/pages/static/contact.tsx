import { Building2, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { SITE_INFO } from '../../lib/site-info';
import { StaticPage } from '../../components/layout/static-page';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const { productName, operatorName, supportEmail, phone, phoneLink, supportHours, registeredOffice } = SITE_INFO;

const iconClass = 'size-5 text-primary';

export default function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      intro={<p>Stuck on a payment, a plan or a feature? We are happy to help. Most questions are answered within one working day.</p>}
    >
      <section>
        <h2>Ways to reach us</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail aria-hidden="true" className={iconClass} />
                E-mail
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </p>
              <p className="text-sm text-muted-foreground">Best for account, billing and refund requests.</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Phone aria-hidden="true" className={iconClass} />
                Phone
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>
                <a href={`tel:${phoneLink}`}>{phone}</a>
              </p>
              <p className="text-sm text-muted-foreground">{supportHours}, except public holidays.</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MessageCircle aria-hidden="true" className={iconClass} />
                Live chat
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p>Coming soon</p>
              <p className="text-sm text-muted-foreground">Until then, e-mail us and we will reply as quickly as we can.</p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 aria-hidden="true" className={iconClass} />
                Registered office
              </CardTitle>
            </CardHeader>
            <CardContent>
              <address className="not-italic leading-7">
                {operatorName}
                <br />
                {registeredOffice}
              </address>
            </CardContent>
          </Card>
        </div>
      </section>

      <section>
        <h2>Help us help you faster</h2>
        <ul>
          <li>Write from the e-mail address you use for your {productName} account.</li>
          <li>For payment questions, include the Razorpay payment id from your receipt (it begins with "pay_").</li>
          <li>For a wrong answer or a bug, tell us which feature you were using and, if you can, attach a screenshot.</li>
        </ul>
      </section>

      <section>
        <h2>Schools and institutions</h2>
        <p>
          If you are a school, college or coaching centre interested in the Institution plan (₹4,999 per year), e-mail us with your
          institution's name and roughly how many students will use {productName}. We will help you get started.
        </p>
      </section>

      <section>
        <h2>Policies</h2>
        <p>
          Before writing, you may find your answer in our <Link href="/refund-policy">Refund Policy</Link>,{' '}
          <Link href="/shipping-policy">Shipping and Delivery Policy</Link> or <Link href="/privacy-policy">Privacy Policy</Link>.
        </p>
      </section>
    </StaticPage>
  );
}
