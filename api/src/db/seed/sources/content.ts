/** Editorial demo content: packages, articles, FAQs, report reasons, verification form. */
export const seedFeatures = [
  { key: 'property_list', name: 'Property listing' },
  { key: 'property_feature', name: 'Featured property' },
  { key: 'project_list', name: 'Project listing' },
  { key: 'project_feature', name: 'Featured project' },
  { key: 'mortgage_calculator_detail', name: 'Mortgage calculator details' },
  { key: 'premium_properties', name: 'Premium properties' },
  { key: 'project_access', name: 'Project access' },
] as const;

type FeatureKey = (typeof seedFeatures)[number]['key'];

export const seedPackages: readonly {
  name: string;
  ar: string;
  type: 'free' | 'paid';
  price: number;
  days: number;
  features: Partial<Record<FeatureKey, number | 'unlimited'>>;
}[] = [
  {
    name: 'Starter',
    ar: 'المبتدئ',
    type: 'free',
    price: 0,
    days: 30,
    features: { property_list: 3, project_list: 1, mortgage_calculator_detail: 'unlimited' },
  },
  {
    name: 'Professional',
    ar: 'الاحترافي',
    type: 'paid',
    price: 19.99,
    days: 30,
    features: {
      property_list: 25,
      property_feature: 5,
      project_list: 5,
      project_feature: 1,
      mortgage_calculator_detail: 'unlimited',
      premium_properties: 'unlimited',
      project_access: 'unlimited',
    },
  },
  {
    name: 'Agency',
    ar: 'الوكالة',
    type: 'paid',
    price: 49.99,
    days: 90,
    features: {
      property_list: 'unlimited',
      property_feature: 30,
      project_list: 'unlimited',
      project_feature: 10,
      mortgage_calculator_detail: 'unlimited',
      premium_properties: 'unlimited',
      project_access: 'unlimited',
    },
  },
];

export const seedArticleCategories = [
  { name: 'Buying', ar: 'الشراء', slug: 'buying' },
  { name: 'Renting', ar: 'الإيجار', slug: 'renting' },
  { name: 'Selling', ar: 'البيع', slug: 'selling' },
  { name: 'Investing', ar: 'الاستثمار', slug: 'investing' },
] as const;

export const seedArticles: readonly { title: string; category: string; body: string[] }[] = [
  {
    title: 'First-time buyer? Ten questions to ask before you make an offer',
    category: 'buying',
    body: [
      'Buying your first home is exciting, and a little daunting. Before you make an offer, ask how long the property has been on the market, why the owners are selling and what is included in the sale.',
      'Check the running costs too: service charges, property taxes and typical energy bills add up. A survey will reveal problems that a viewing cannot.',
      'Finally, get your mortgage agreed in principle before you start viewing, so sellers take your offer seriously.',
    ],
  },
  {
    title: 'How to read a floor plan like a professional',
    category: 'buying',
    body: [
      'Floor plans show far more than room sizes. Look at how rooms connect, where the light comes from and how much wall space you will have for furniture.',
      'Measure your largest pieces of furniture and sketch them onto the plan before the viewing.',
    ],
  },
  {
    title: 'Renting in a new city: a practical checklist',
    category: 'renting',
    body: [
      'Moving to a new city is easier with a plan. Research neighbourhoods by commute time first, then by price.',
      'Keep digital copies of your identity documents, references and proof of income ready, because good flats go quickly.',
      'Read the tenancy agreement carefully, especially the clauses on deposits, repairs and notice periods.',
    ],
  },
  {
    title: 'Monthly, quarterly or yearly rent: which suits you?',
    category: 'renting',
    body: [
      'Longer terms usually mean a lower monthly price and more security, while short terms give flexibility.',
      'If your plans may change, negotiate a break clause rather than paying a premium for a short lease.',
    ],
  },
  {
    title: 'Staging your home for a faster sale',
    category: 'selling',
    body: [
      'Buyers decide within minutes. Declutter, repaint tired walls in neutral tones and let in as much light as possible.',
      'Good photographs matter most: they are the first viewing for almost every buyer.',
    ],
  },
  {
    title: 'Setting the right asking price',
    category: 'selling',
    body: [
      'Overpricing is the most common reason homes sit unsold. Compare recent sales of similar homes nearby rather than current asking prices.',
      'A realistic price attracts more viewings, and competition between buyers often pushes the final price up.',
    ],
  },
  {
    title: 'Buy-to-let in 2025: what the numbers say',
    category: 'investing',
    body: [
      'Rental yields vary widely between cities and even between streets. Calculate the net yield after maintenance, vacancies and management fees.',
      'Areas near universities and transport hubs tend to have steady demand and shorter empty periods.',
    ],
  },
  {
    title: 'Off-plan projects: rewards and risks',
    category: 'investing',
    body: [
      'Buying off-plan can secure a lower price and a choice of units, but it ties up your deposit for years.',
      'Check the developer’s track record, the payment schedule and what happens if completion is delayed.',
    ],
  },
  {
    title: 'Understanding mortgage rates and EMIs',
    category: 'buying',
    body: [
      'Your monthly instalment depends on the loan amount, the interest rate and the term. A longer term lowers the instalment but raises the total interest you pay.',
      'Use the mortgage calculator to compare scenarios before speaking to a lender.',
    ],
  },
  {
    title: 'Why location still beats everything',
    category: 'investing',
    body: [
      'You can renovate a kitchen but you cannot move a house. Schools, transport and local amenities drive long-term value.',
      'Visit at different times of day to get a feel for noise, traffic and light.',
    ],
  },
  {
    title: 'Moving day without the stress',
    category: 'renting',
    body: [
      'Book movers early, label every box by room and keep an essentials bag with chargers, documents and a kettle.',
      'Take meter readings and photographs of the property on the day you move in.',
    ],
  },
  {
    title: 'Commercial space: choosing the right shop front',
    category: 'investing',
    body: [
      'Footfall, visibility and parking decide the success of a shop. Count passers-by at different hours before signing.',
      'Ask about permitted use and signage rules early, as they differ between districts.',
    ],
  },
];

export const seedFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I contact an agent about a property?',
    answer:
      'Open the property and use the contact details on the agent card, or start a chat from the property page once you are signed in.',
  },
  {
    question: 'Is it free to list a property?',
    answer:
      'The Starter package lets you list a few properties for free. Paid packages add more listings, featured placements and premium tools.',
  },
  {
    question: 'What does a featured listing mean?',
    answer:
      'Featured listings appear in the home page slider and featured sections, so more buyers and tenants see them.',
  },
  {
    question: 'How are listings checked?',
    answer:
      'Every new listing is reviewed by our team before it is published, and you can report any listing that looks wrong.',
  },
  {
    question: 'Can I save properties to view later?',
    answer: 'Yes. Sign in and tap the heart on any property to add it to your favourites.',
  },
  {
    question: 'How does the mortgage calculator work?',
    answer:
      'Enter the property price, down payment, interest rate and term to see your monthly instalment and the total interest.',
  },
  {
    question: 'What is agent verification?',
    answer:
      'Verified agents have submitted identity and licence details that our team has checked. Their profiles carry a verified badge.',
  },
  {
    question: 'Can I search on a map?',
    answer: 'Yes. Open the map view and move or zoom the map: the list shows the properties inside the visible area.',
  },
  {
    question: 'How do I report a listing?',
    answer: 'Open the property, choose Report and pick a reason. Our team reviews every report.',
  },
  {
    question: 'Which languages are available?',
    answer: 'The site is available in English and Arabic; choose your language from the header.',
  },
];

/** Why a listing is reported, with the Arabic text. */
export const seedReportReasons = [
  { reason: 'The property is no longer available', ar: 'العقار لم يعد متاحًا' },
  { reason: 'The price or details are wrong', ar: 'السعر أو التفاصيل غير صحيحة' },
  { reason: 'The photos do not match the property', ar: 'الصور لا تطابق العقار' },
  { reason: 'This looks like a scam', ar: 'يبدو هذا احتيالًا' },
  { reason: 'Duplicate listing', ar: 'إعلان مكرر' },
  { reason: 'Offensive or inappropriate content', ar: 'محتوى مسيء أو غير لائق' },
];

/** The agent verification form: `ar` is the question in Arabic, `choicesAr` its choices in order. */
export const seedVerificationFields = [
  { name: 'Full legal name', ar: 'الاسم القانوني الكامل', type: 'text', required: true, options: [] },
  { name: 'Agency name', ar: 'اسم الوكالة', type: 'text', required: false, options: [] },
  { name: 'Licence number', ar: 'رقم الترخيص', type: 'text', required: true, options: [] },
  { name: 'Years of experience', ar: 'سنوات الخبرة', type: 'number', required: true, options: [] },
  {
    name: 'You work as',
    ar: 'تعمل بصفة',
    type: 'radio',
    required: true,
    options: ['Independent agent', 'Agency agent', 'Developer'],
    choicesAr: ['وسيط مستقل', 'وسيط في وكالة', 'مطوّر عقاري'],
  },
  {
    name: 'Main market',
    ar: 'السوق الرئيسية',
    type: 'dropdown',
    required: false,
    options: ['Residential', 'Commercial', 'Land', 'Mixed'],
    choicesAr: ['سكني', 'تجاري', 'أراضٍ', 'مختلط'],
  },
  {
    name: 'Services offered',
    ar: 'الخدمات المقدَّمة',
    type: 'checkbox',
    required: true,
    options: ['Sales', 'Rentals', 'Property management', 'Valuation'],
    choicesAr: ['البيع', 'التأجير', 'إدارة العقارات', 'التقييم'],
  },
  { name: 'About your business', ar: 'نبذة عن عملك', type: 'textarea', required: false, options: [] },
  { name: 'Identity document', ar: 'وثيقة الهوية', type: 'file', required: true, options: [] },
  { name: 'Licence certificate', ar: 'شهادة الترخيص', type: 'file', required: false, options: [] },
] as const;
