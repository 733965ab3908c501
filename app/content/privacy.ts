/**
 * The /privacy-policy document: placeholder privacy policy and terms of use, clearly marked as
 * a draft for counsel to review. Its own module so its text loads only on that page.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const privacyDocument = {
  notice:
    "Placeholder text. This policy and these terms are drafts for layout only and must be reviewed and approved by the firm's legal counsel before publication.",
  updatedLabel: "Last updated",
  updated: "2025-01-15",
  tocLabel: "On this page",
  parts: [
    {
      heading: "Privacy Policy",
      sections: [
        {
          id: "who-we-are",
          heading: "Who we are",
          paragraphs: [
            'Northfield Insights ("we", "us") is a market research and data-collection firm with offices in Gurugram, Dubai, Raleigh and Ipswich. This policy explains how we handle personal data collected through this website. Research participants are covered by the separate privacy notice shown when they join a panel or study.',
          ],
        },
        {
          id: "data-we-collect",
          heading: "Data we collect",
          paragraphs: ["We collect only what we need to run the website and answer you:"],
          list: [
            "Details you send us through the contact form or by e-mail: name, e-mail address, phone number and your message",
            "Applications sent to our careers address, including your CV",
            "Basic technical data needed to deliver pages securely, such as IP address and browser type, kept in server logs",
          ],
        },
        {
          id: "how-we-use-it",
          heading: "How we use it",
          paragraphs: [
            "We use your details to reply to your enquiry, to prepare a proposal you asked for, to assess a job application, and to keep the website secure. Our lawful bases are your consent, steps taken at your request before entering a contract, and our legitimate interest in operating a secure website. We do not sell personal data and we do not use it for automated decision-making.",
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          paragraphs: [
            "This website does not set advertising or analytics cookies. If that changes, we will ask for your consent first and update this section.",
          ],
        },
        {
          id: "sharing-and-transfers",
          heading: "Sharing and international transfers",
          paragraphs: [
            "We share data only with service providers who host our website and e-mail, under contracts that require them to protect it. Because our offices are in several countries, your enquiry may be handled by colleagues outside your country; such transfers are protected by standard contractual clauses or equivalent safeguards.",
          ],
        },
        {
          id: "retention",
          heading: "How long we keep it",
          paragraphs: [
            "Enquiries are kept for up to two years after our last contact, unless they lead to a contract. Job applications are kept for twelve months unless you ask us to delete them sooner. Server logs are kept for thirty days.",
          ],
        },
        {
          id: "your-rights",
          heading: "Your rights",
          paragraphs: [
            "Depending on where you live, you may have the right to access, correct, delete or restrict the use of your personal data, to object to its use, and to receive a copy in a portable format. You can also complain to your local data-protection authority. To exercise a right, e-mail us; we respond within one month.",
          ],
        },
        {
          id: "security",
          heading: "Security",
          paragraphs: [
            "We protect personal data with encryption in transit, access controls and staff training, and our information-security management follows recognised international standards.",
          ],
        },
      ],
    },
    {
      heading: "Terms of Use",
      sections: [
        {
          id: "using-this-site",
          heading: "Using this website",
          paragraphs: [
            "This website is provided for information about our services. By using it you agree to these terms. You may view, download and print pages for your own reference, but you may not copy content for commercial use without our written permission.",
          ],
        },
        {
          id: "content-and-accuracy",
          heading: "Content and accuracy",
          paragraphs: [
            "We take care to keep the information on this site accurate, but it is general information, not advice for a specific decision. Figures quoted in case studies and articles describe past projects and are not a guarantee of future results.",
          ],
        },
        {
          id: "intellectual-property",
          heading: "Intellectual property",
          paragraphs: [
            "The text, illustrations, guide books and panel books on this site belong to Northfield Insights or its licensors. Trade marks of associations and certification bodies belong to their owners.",
          ],
        },
        {
          id: "liability",
          heading: "Liability",
          paragraphs: [
            "To the extent the law allows, we are not liable for loss arising from use of this website or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
          ],
        },
        {
          id: "governing-law",
          heading: "Governing law and changes",
          paragraphs: [
            "These terms are governed by the laws of England and Wales, subject to any mandatory rights you have where you live. We may update this page; the date at the top shows the latest version.",
          ],
        },
      ],
    },
  ],
  contactHeading: "Contact about privacy",
  contactText: "Questions about this policy or your data:",
} as const;
