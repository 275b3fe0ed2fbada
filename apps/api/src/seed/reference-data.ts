import type { TPartnerKind, TPlaceKind } from '../db/schema/partners.ts';

/** Process steps. 1-5 and 7 are named by the spec; 6, 8, 9, 10 and 11 are our choice (docs/data-model.md). */
export const PROCESS_STEPS = [
  {
    id: 7,
    alias: 'Produção',
    description: 'Mercadoria em produção no exportador',
    color: '#7E57C2',
    textColor: '#FFFFFF',
    position: 1,
  },
  {
    id: 1,
    alias: 'Booking',
    description: 'Reserva de espaço e preparação do embarque',
    color: '#1E88E5',
    textColor: '#FFFFFF',
    position: 2,
  },
  {
    id: 2,
    alias: 'Trânsito',
    description: 'Carga embarcada, em trânsito internacional',
    color: '#00ACC1',
    textColor: '#FFFFFF',
    position: 3,
  },
  {
    id: 3,
    alias: 'Desembaraço',
    description: 'Chegada, presença de carga e despacho aduaneiro',
    color: '#FB8C00',
    textColor: '#FFFFFF',
    position: 4,
  },
  {
    id: 4,
    alias: 'Carregamento',
    description: 'Carga liberada, carregamento e transporte ao cliente',
    color: '#FDD835',
    textColor: '#212121',
    position: 5,
  },
  {
    id: 11,
    alias: 'Faturamento',
    description: 'Carga entregue, faturamento do processo em andamento',
    color: '#8D6E63',
    textColor: '#FFFFFF',
    position: 6,
  },
  {
    id: 5,
    alias: 'Encerramento',
    description: 'Processo faturado e encerrado',
    color: '#43A047',
    textColor: '#FFFFFF',
    position: 7,
  },
  {
    id: 6,
    alias: 'Cancelado',
    description: 'Processo cancelado pelo cliente ou pelo exportador',
    color: '#E53935',
    textColor: '#FFFFFF',
    position: 8,
  },
  {
    id: 8,
    alias: 'Todos',
    description: 'Todas as etapas ativas (7, 2, 1, 3, 4, 5 e 11)',
    color: '#546E7A',
    textColor: '#FFFFFF',
    position: 9,
  },
  {
    id: 9,
    alias: 'Pré-cadastro',
    description: 'Processo interno em pré-cadastro, ainda não liberado ao cliente',
    color: '#BDBDBD',
    textColor: '#212121',
    position: 10,
  },
  {
    id: 10,
    alias: 'Suspenso',
    description: 'Processo interno suspenso aguardando instruções',
    color: '#9E9E9E',
    textColor: '#FFFFFF',
    position: 11,
  },
] as const;

export type TSector =
  | 'machinery'
  | 'electronics'
  | 'home'
  | 'textile'
  | 'auto'
  | 'chemicals'
  | 'pharma'
  | 'furniture'
  | 'ceramics'
  | 'agro'
  | 'food'
  | 'plastics'
  | 'rubber'
  | 'tools';

export type TCompanySeed = {
  id: number;
  root: string;
  branch: string;
  name: string;
  isCustomer: boolean;
  isCustomBroker: boolean;
  /** Relative share of the demo processes. */
  weight: number;
  sectors: readonly TSector[];
};

/** Fictional companies. The root of company 3 yields CNPJ 11.222.333/0001-81 (ETD_INDICATOR_FEDERAL_ID's default). */
export const COMPANIES: readonly TCompanySeed[] = [
  {
    id: 3,
    root: '11222333',
    branch: '0001',
    name: 'Hércules Máquinas e Equipamentos Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 18,
    sectors: ['machinery', 'tools', 'electronics'],
  },
  {
    id: 7,
    root: '23456781',
    branch: '0001',
    name: 'Aurora Têxtil Importadora Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 8,
    sectors: ['textile', 'plastics'],
  },
  {
    id: 24,
    root: '34567812',
    branch: '0001',
    name: 'Vale Verde Alimentos e Bebidas Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 5,
    sectors: ['food', 'agro'],
  },
  {
    id: 82,
    root: '45678123',
    branch: '0001',
    name: 'Bandeirantes Autopeças Importadora S.A.',
    isCustomer: true,
    isCustomBroker: false,
    weight: 6,
    sectors: ['auto', 'rubber'],
  },
  {
    id: 100,
    root: '56781234',
    branch: '0001',
    name: 'Costa Sul Eletrônicos Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 5,
    sectors: ['electronics'],
  },
  {
    id: 102,
    root: '67812345',
    branch: '0001',
    name: 'Litoral Comércio Exterior de Ferramentas Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 10,
    sectors: ['tools', 'machinery'],
  },
  {
    id: 154,
    root: '78123456',
    branch: '0001',
    name: 'Serra Azul Componentes Eletrônicos Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 10,
    sectors: ['electronics', 'plastics'],
  },
  {
    id: 166,
    root: '81234567',
    branch: '0001',
    name: 'Pampa Agroquímica Importadora Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 4,
    sectors: ['chemicals', 'agro'],
  },
  {
    id: 2397,
    root: '12345678',
    branch: '0001',
    name: 'Ipê Amarelo Móveis e Decoração Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 8,
    sectors: ['furniture', 'home', 'ceramics'],
  },
  {
    id: 2517,
    root: '21436587',
    branch: '0001',
    name: 'Horizonte Farma Distribuidora Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 4,
    sectors: ['pharma', 'chemicals'],
  },
  {
    id: 500,
    root: '32547698',
    branch: '0001',
    name: 'Mar Aberto Utilidades Domésticas Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 8,
    sectors: ['home', 'ceramics', 'plastics'],
  },
  {
    id: 900,
    root: '43658709',
    branch: '0001',
    name: 'Portal Comex Despachos Aduaneiros Ltda',
    isCustomer: true,
    isCustomBroker: true,
    weight: 2,
    sectors: ['machinery'],
  },
  {
    id: 950,
    root: '54769810',
    branch: '0001',
    name: 'Cerrado Armazéns Gerais Ltda',
    isCustomer: false,
    isCustomBroker: false,
    weight: 1,
    sectors: ['agro'],
  },
  // A new customer of Ana on the Analytics allow-list with no process yet (weight 0): choosing it
  // shows every screen's empty texts.
  {
    id: 8,
    root: '65870921',
    branch: '0001',
    name: 'Ouro Preto Cosméticos Importadora Ltda',
    isCustomer: true,
    isCustomBroker: false,
    weight: 0,
    sectors: ['chemicals'],
  },
];

export type TPartnerSeed = {
  kind: TPartnerKind;
  name: string;
  city: string | null;
  countryCode: string | null;
  /** CNPJ root for Brazilian partners (fictional), turned into a valid CNPJ by the seed. */
  cnpjRoot?: string;
  /** Exporters only. */
  sector?: TSector;
  /** Exporters only: the port/airport/city of loading. */
  placeOfLoading?: string;
  /** Exporters only: invoice currency weights. */
  currencies?: readonly (readonly ['USD' | 'EUR' | 'CNY' | 'GBP', number])[];
};

const asia = [
  ['USD', 8],
  ['CNY', 2],
] as const;
const usd = [['USD', 1]] as const;
const eur = [
  ['EUR', 9],
  ['USD', 1],
] as const;

export const EXPORTERS: readonly TPartnerSeed[] = [
  {
    kind: 'EXPORTER',
    name: 'Shanghai Jinhai Machinery Co., Ltd.',
    city: 'Shanghai',
    countryCode: '160',
    sector: 'machinery',
    placeOfLoading: 'Shanghai',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Shenzhen Brightway Electronics Co., Ltd.',
    city: 'Shenzhen',
    countryCode: '160',
    sector: 'electronics',
    placeOfLoading: 'Yantian',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Ningbo Oriental Home Products Co., Ltd.',
    city: 'Ningbo',
    countryCode: '160',
    sector: 'home',
    placeOfLoading: 'Ningbo',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Guangzhou Everbright Textile Co., Ltd.',
    city: 'Guangzhou',
    countryCode: '160',
    sector: 'textile',
    placeOfLoading: 'Nansha',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Qingdao Haida Auto Parts Co., Ltd.',
    city: 'Qingdao',
    countryCode: '160',
    sector: 'auto',
    placeOfLoading: 'Qingdao',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Xiamen Goldenrise Rubber & Plastics Co., Ltd.',
    city: 'Xiamen',
    countryCode: '160',
    sector: 'rubber',
    placeOfLoading: 'Xiamen',
    currencies: asia,
  },
  {
    kind: 'EXPORTER',
    name: 'Hanseatic Industrietechnik GmbH',
    city: 'Hamburg',
    countryCode: '023',
    sector: 'machinery',
    placeOfLoading: 'Hamburg',
    currencies: eur,
  },
  {
    kind: 'EXPORTER',
    name: 'Lombarda Componenti S.p.A.',
    city: 'Milano',
    countryCode: '386',
    sector: 'tools',
    placeOfLoading: 'Genova',
    currencies: eur,
  },
  {
    kind: 'EXPORTER',
    name: 'Gulf Coast Chemicals LLC',
    city: 'Houston',
    countryCode: '249',
    sector: 'chemicals',
    placeOfLoading: 'Houston',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Busan Marine Tech Co., Ltd.',
    city: 'Busan',
    countryCode: '190',
    sector: 'auto',
    placeOfLoading: 'Busan',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Tokyo Precision Instruments K.K.',
    city: 'Tokyo',
    countryCode: '399',
    sector: 'electronics',
    placeOfLoading: 'Tokyo',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Chennai Pharma Exports Pvt. Ltd.',
    city: 'Chennai',
    countryCode: '361',
    sector: 'pharma',
    placeOfLoading: 'Chennai',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Saigon Furniture Export JSC',
    city: 'Ho Chi Minh',
    countryCode: '858',
    sector: 'furniture',
    placeOfLoading: 'Cat Lai',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Taipei Semicon Trading Co., Ltd.',
    city: 'Taipei',
    countryCode: '161',
    sector: 'electronics',
    placeOfLoading: 'Keelung',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Valencia Cerámicas S.L.',
    city: 'Valencia',
    countryCode: '245',
    sector: 'ceramics',
    placeOfLoading: 'Valencia',
    currencies: eur,
  },
  {
    kind: 'EXPORTER',
    name: 'Bangkok Rubber Products Co., Ltd.',
    city: 'Bangkok',
    countryCode: '776',
    sector: 'rubber',
    placeOfLoading: 'Laem Chabang',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Lyon Instruments SAS',
    city: 'Lyon',
    countryCode: '275',
    sector: 'pharma',
    placeOfLoading: 'Le Havre',
    currencies: eur,
  },
  {
    kind: 'EXPORTER',
    name: 'Midlands Engineering Ltd',
    city: 'Birmingham',
    countryCode: '628',
    sector: 'tools',
    placeOfLoading: 'Felixstowe',
    currencies: [
      ['GBP', 7],
      ['USD', 3],
    ],
  },
  {
    kind: 'EXPORTER',
    name: 'Rosario Agroinsumos S.A.',
    city: 'Rosario',
    countryCode: '063',
    sector: 'agro',
    placeOfLoading: 'Rosario',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Asunción Textiles S.R.L.',
    city: 'Asunción',
    countryCode: '586',
    sector: 'textile',
    placeOfLoading: 'Asunción',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Montevideo Plásticos S.A.',
    city: 'Montevideo',
    countryCode: '845',
    sector: 'plastics',
    placeOfLoading: 'Montevideo',
    currencies: usd,
  },
  {
    kind: 'EXPORTER',
    name: 'Viña Frutos del Sur SpA',
    city: 'Santiago',
    countryCode: '158',
    sector: 'food',
    placeOfLoading: 'Santiago',
    currencies: usd,
  },
];

/** Manufacturers, each in the same country as some exporter. */
export const MANUFACTURERS: readonly TPartnerSeed[] = [
  {
    kind: 'MANUFACTURER',
    name: 'Dongguan Huasheng Electronics Factory',
    city: 'Dongguan',
    countryCode: '160',
    sector: 'electronics',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Foshan Meijia Household Manufacturing Co., Ltd.',
    city: 'Foshan',
    countryCode: '160',
    sector: 'home',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Suzhou Precision Metal Works Co., Ltd.',
    city: 'Suzhou',
    countryCode: '160',
    sector: 'machinery',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Zhejiang Tianyi Textile Mill Co., Ltd.',
    city: 'Shaoxing',
    countryCode: '160',
    sector: 'textile',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Wuhan Yangtze Auto Components Co., Ltd.',
    city: 'Wuhan',
    countryCode: '160',
    sector: 'auto',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Bayern Maschinenbau AG',
    city: 'München',
    countryCode: '023',
    sector: 'machinery',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Officine Meccaniche Bresciane S.r.l.',
    city: 'Brescia',
    countryCode: '386',
    sector: 'tools',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Texas Polymer Industries Inc.',
    city: 'Baytown',
    countryCode: '249',
    sector: 'chemicals',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Ulsan Heavy Components Co., Ltd.',
    city: 'Ulsan',
    countryCode: '190',
    sector: 'auto',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Osaka Denki Seisakusho Co., Ltd.',
    city: 'Osaka',
    countryCode: '399',
    sector: 'electronics',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Hyderabad Life Sciences Ltd.',
    city: 'Hyderabad',
    countryCode: '361',
    sector: 'pharma',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Binh Duong Wood Industries Co., Ltd.',
    city: 'Thu Dau Mot',
    countryCode: '858',
    sector: 'furniture',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Hsinchu Microchip Corp.',
    city: 'Hsinchu',
    countryCode: '161',
    sector: 'electronics',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Castellón Tiles Manufacturing S.A.',
    city: 'Castellón de la Plana',
    countryCode: '245',
    sector: 'ceramics',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Chonburi Rubber Industry Co., Ltd.',
    city: 'Chonburi',
    countryCode: '776',
    sector: 'rubber',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Grenoble Biotech SAS',
    city: 'Grenoble',
    countryCode: '275',
    sector: 'pharma',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Sheffield Steel Tools Ltd',
    city: 'Sheffield',
    countryCode: '628',
    sector: 'tools',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Córdoba Agro Industrias S.A.',
    city: 'Córdoba',
    countryCode: '063',
    sector: 'agro',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Hilandería del Paraguay S.A.',
    city: 'Luque',
    countryCode: '586',
    sector: 'textile',
  },
  {
    kind: 'MANUFACTURER',
    name: 'Industrias Plásticas del Plata S.A.',
    city: 'Canelones',
    countryCode: '845',
    sector: 'plastics',
  },
  { kind: 'MANUFACTURER', name: 'Viñedos del Maipo S.A.', city: 'Buin', countryCode: '158', sector: 'food' },
  {
    kind: 'MANUFACTURER',
    name: 'Ningbo Haitian Plastic Machinery Co., Ltd.',
    city: 'Ningbo',
    countryCode: '160',
    sector: 'plastics',
  },
];

export const FREIGHT_FORWARDERS: readonly TPartnerSeed[] = [
  { kind: 'FREIGHT_FORWARDER', name: 'Kuehne + Nagel', city: 'São Paulo', countryCode: '105' },
  { kind: 'FREIGHT_FORWARDER', name: 'DHL Global Forwarding', city: 'São Paulo', countryCode: '105' },
  { kind: 'FREIGHT_FORWARDER', name: 'DSV Air & Sea', city: 'São Paulo', countryCode: '105' },
  { kind: 'FREIGHT_FORWARDER', name: 'Expeditors International', city: 'Campinas', countryCode: '105' },
  { kind: 'FREIGHT_FORWARDER', name: 'CEVA Logistics', city: 'São Paulo', countryCode: '105' },
  {
    kind: 'FREIGHT_FORWARDER',
    name: 'Allink Transportes Internacionais',
    city: 'São Paulo',
    countryCode: '105',
  },
  { kind: 'FREIGHT_FORWARDER', name: 'Asia Shipping', city: 'Itajaí', countryCode: '105' },
  { kind: 'FREIGHT_FORWARDER', name: 'Craft Multimodal', city: 'Santos', countryCode: '105' },
];

export const SHIPOWNERS: readonly TPartnerSeed[] = [
  { kind: 'SHIPOWNER', name: 'MSC', city: 'Genebra', countryCode: '767' },
  { kind: 'SHIPOWNER', name: 'Maersk', city: 'Copenhague', countryCode: '232' },
  { kind: 'SHIPOWNER', name: 'CMA CGM', city: 'Marselha', countryCode: '275' },
  { kind: 'SHIPOWNER', name: 'Hapag-Lloyd', city: 'Hamburgo', countryCode: '023' },
  { kind: 'SHIPOWNER', name: 'COSCO Shipping', city: 'Xangai', countryCode: '160' },
  { kind: 'SHIPOWNER', name: 'Evergreen', city: 'Taipé', countryCode: '161' },
  { kind: 'SHIPOWNER', name: 'ONE - Ocean Network Express', city: 'Singapura', countryCode: '741' },
  { kind: 'SHIPOWNER', name: 'HMM', city: 'Seul', countryCode: '190' },
];

/** Airlines and international road carriers, kept with the shipowners (the "main carrier" of the process). */
export const AIRLINES: readonly TPartnerSeed[] = [
  { kind: 'SHIPOWNER', name: 'LATAM Cargo', city: 'São Paulo', countryCode: '105' },
  { kind: 'SHIPOWNER', name: 'Lufthansa Cargo', city: 'Frankfurt', countryCode: '023' },
  { kind: 'SHIPOWNER', name: 'Qatar Airways Cargo', city: 'Doha', countryCode: '154' },
  { kind: 'SHIPOWNER', name: 'Emirates SkyCargo', city: 'Dubai', countryCode: '244' },
];
export const ROAD_CARRIERS: readonly TPartnerSeed[] = [
  {
    kind: 'SHIPOWNER',
    name: 'Transportes Mercosul Internacional Ltda',
    city: 'Uruguaiana',
    countryCode: '105',
  },
  { kind: 'SHIPOWNER', name: 'Expreso Andino S.A.', city: 'Mendoza', countryCode: '063' },
];

export const CARRIERS: readonly TPartnerSeed[] = [
  {
    kind: 'CARRIER',
    name: 'Rodonorte Transportes Ltda',
    city: 'Santos',
    countryCode: '105',
    cnpjRoot: '61728394',
  },
  {
    kind: 'CARRIER',
    name: 'TransCosta Logística Ltda',
    city: 'Itajaí',
    countryCode: '105',
    cnpjRoot: '72839405',
  },
  {
    kind: 'CARRIER',
    name: 'Expresso Planalto Cargas Ltda',
    city: 'Campinas',
    countryCode: '105',
    cnpjRoot: '83940516',
  },
  {
    kind: 'CARRIER',
    name: 'Via Sul Transportes Ltda',
    city: 'Curitiba',
    countryCode: '105',
    cnpjRoot: '94051627',
  },
];

export const WAREHOUSES: readonly TPartnerSeed[] = [
  {
    kind: 'WAREHOUSE',
    name: 'Armazém Geral Bandeirantes Ltda',
    city: 'Jundiaí',
    countryCode: '105',
    cnpjRoot: '15263748',
  },
  {
    kind: 'WAREHOUSE',
    name: 'Armazéns Gerais Vale do Itajaí Ltda',
    city: 'Itajaí',
    countryCode: '105',
    cnpjRoot: '26374859',
  },
  {
    kind: 'WAREHOUSE',
    name: 'Central Paraná Armazéns Ltda',
    city: 'Araucária',
    countryCode: '105',
    cnpjRoot: '37485960',
  },
];

export const CUSTOMS_BROKERS: readonly TPartnerSeed[] = [
  {
    kind: 'CUSTOMS_BROKER',
    name: 'Portal Comex Despachos Aduaneiros Ltda',
    city: 'Santos',
    countryCode: '105',
    cnpjRoot: '43658709',
  },
];

export type TPlaceSeed = { kind: TPlaceKind; alias: string; name: string; city: string };

export type TPortSeed = {
  port: TPlaceSeed;
  mode: 'MARITIMA' | 'AEREA' | 'RODOVIARIA';
  urf: TPlaceSeed;
  enclosures: readonly TPlaceSeed[];
  weight: number;
};

const enclosure = (alias: string, name: string, city: string): TPlaceSeed => ({
  kind: 'CUSTOMS_ENCLOSURE',
  alias,
  name,
  city,
});
const urf = (code: string, name: string, city: string): TPlaceSeed => ({
  kind: 'URF',
  alias: code,
  name,
  city,
});

/** Entry points with their customs unit (URF) and customs enclosures (recintos alfandegados). */
export const PORTS: readonly TPortSeed[] = [
  {
    port: { kind: 'SEAPORT', alias: 'SANTOS', name: 'Porto de Santos', city: 'Santos' },
    mode: 'MARITIMA',
    urf: urf('0817800', 'ALF - Porto de Santos', 'Santos'),
    enclosures: [
      enclosure('TECON SANTOS', 'Santos Brasil - Tecon Santos', 'Guarujá'),
      enclosure('BTP', 'BTP - Brasil Terminal Portuário', 'Santos'),
      enclosure('DP WORLD SANTOS', 'DP World Santos', 'Santos'),
      enclosure('ECOPORTO', 'Ecoporto Santos', 'Santos'),
    ],
    weight: 40,
  },
  {
    port: { kind: 'SEAPORT', alias: 'PARANAGUA', name: 'Porto de Paranaguá', city: 'Paranaguá' },
    mode: 'MARITIMA',
    urf: urf('0917800', 'ALF - Porto de Paranaguá', 'Paranaguá'),
    enclosures: [enclosure('TCP', 'TCP - Terminal de Contêineres de Paranaguá', 'Paranaguá')],
    weight: 15,
  },
  {
    port: { kind: 'SEAPORT', alias: 'ITAJAI', name: 'Porto de Itajaí', city: 'Itajaí' },
    mode: 'MARITIMA',
    urf: urf('0927800', 'ALF - Porto de Itajaí', 'Itajaí'),
    enclosures: [enclosure('APM ITAJAI', 'APM Terminals Itajaí', 'Itajaí')],
    weight: 10,
  },
  {
    port: { kind: 'SEAPORT', alias: 'NAVEGANTES', name: 'Porto de Navegantes', city: 'Navegantes' },
    mode: 'MARITIMA',
    urf: urf('0927800', 'ALF - Porto de Itajaí', 'Itajaí'),
    enclosures: [enclosure('PORTONAVE', 'Portonave - Terminais Portuários de Navegantes', 'Navegantes')],
    weight: 12,
  },
  {
    port: { kind: 'SEAPORT', alias: 'RIO GRANDE', name: 'Porto do Rio Grande', city: 'Rio Grande' },
    mode: 'MARITIMA',
    urf: urf('1017700', 'ALF - Porto de Rio Grande', 'Rio Grande'),
    enclosures: [enclosure('TECON RIO GRANDE', 'Tecon Rio Grande', 'Rio Grande')],
    weight: 6,
  },
  {
    port: { kind: 'SEAPORT', alias: 'SUAPE', name: 'Porto de Suape', city: 'Ipojuca' },
    mode: 'MARITIMA',
    urf: urf('0417902', 'ALF - Porto de Suape', 'Ipojuca'),
    enclosures: [enclosure('TECON SUAPE', 'Tecon Suape', 'Ipojuca')],
    weight: 7,
  },
  {
    port: {
      kind: 'SEAPORT',
      alias: 'RIO DE JANEIRO',
      name: 'Porto do Rio de Janeiro',
      city: 'Rio de Janeiro',
    },
    mode: 'MARITIMA',
    urf: urf('0717600', 'ALF - Porto do Rio de Janeiro', 'Rio de Janeiro'),
    enclosures: [enclosure('ICTSI RIO', 'ICTSI Rio Brasil Terminal 1', 'Rio de Janeiro')],
    weight: 6,
  },
  {
    port: {
      kind: 'AIRPORT',
      alias: 'VIRACOPOS',
      name: 'Aeroporto Internacional de Viracopos',
      city: 'Campinas',
    },
    mode: 'AEREA',
    urf: urf('0817700', 'ALF - Aeroporto Internacional de Viracopos', 'Campinas'),
    enclosures: [enclosure('TECA VCP', 'Terminal de Cargas de Viracopos', 'Campinas')],
    weight: 45,
  },
  {
    port: {
      kind: 'AIRPORT',
      alias: 'GUARULHOS',
      name: 'Aeroporto Internacional de Guarulhos',
      city: 'Guarulhos',
    },
    mode: 'AEREA',
    urf: urf('0817600', 'ALF - Aeroporto Internacional de São Paulo', 'Guarulhos'),
    enclosures: [enclosure('TECA GRU', 'Terminal de Cargas GRU Airport', 'Guarulhos')],
    weight: 45,
  },
  {
    port: {
      kind: 'AIRPORT',
      alias: 'GALEAO',
      name: 'Aeroporto Internacional do Galeão',
      city: 'Rio de Janeiro',
    },
    mode: 'AEREA',
    urf: urf('0717700', 'ALF - Aeroporto Internacional do Rio de Janeiro', 'Rio de Janeiro'),
    enclosures: [enclosure('TECA GIG', 'Terminal de Cargas RIOgaleão', 'Rio de Janeiro')],
    weight: 10,
  },
  {
    port: {
      kind: 'BORDER',
      alias: 'FOZ DO IGUACU',
      name: 'Ponte Internacional da Amizade',
      city: 'Foz do Iguaçu',
    },
    mode: 'RODOVIARIA',
    urf: urf('0910600', 'DRF - Foz do Iguaçu', 'Foz do Iguaçu'),
    enclosures: [enclosure('PORTO SECO FOZ', 'Porto Seco de Foz do Iguaçu - Multilog', 'Foz do Iguaçu')],
    weight: 1,
  },
  {
    port: {
      kind: 'BORDER',
      alias: 'URUGUAIANA',
      name: 'Ponte Internacional Getúlio Vargas - Agustín P. Justo',
      city: 'Uruguaiana',
    },
    mode: 'RODOVIARIA',
    urf: urf('1010900', 'ALF - Uruguaiana', 'Uruguaiana'),
    enclosures: [
      enclosure('PORTO SECO URUGUAIANA', 'Porto Seco Rodoviário de Uruguaiana - Multilog', 'Uruguaiana'),
    ],
    weight: 1,
  },
  {
    port: {
      kind: 'BORDER',
      alias: 'SANT. DO LIVRAMENTO',
      name: 'Fronteira Santana do Livramento - Rivera',
      city: 'Santana do Livramento',
    },
    mode: 'RODOVIARIA',
    urf: urf('1010500', 'DRF - Santana do Livramento', 'Santana do Livramento'),
    enclosures: [
      enclosure('PORTO SECO LIVRAMENTO', 'Porto Seco de Santana do Livramento', 'Santana do Livramento'),
    ],
    weight: 1,
  },
];

/** Border crossing by origin country for road imports. */
export const ROAD_BORDER_BY_COUNTRY: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  '063': [
    ['URUGUAIANA', 6],
    ['FOZ DO IGUACU', 4],
  ],
  '586': [['FOZ DO IGUACU', 1]],
  '845': [['SANT. DO LIVRAMENTO', 1]],
  '158': [['URUGUAIANA', 1]],
};

export type TNcmSeed = {
  ncm: string;
  description: string;
  /** Import duty and IPI rates (fractions). */
  ii: number;
  ipi: number;
  /** Typical customs value per kg in BRL, for weights. */
  brlPerKg: number;
  /** Subject to antidumping when made in China. */
  antidumpingChina?: boolean;
};

/** Real NCM codes (8 digits) per sector, with approximate TEC/TIPI rates. */
export const NCM_BY_SECTOR: Readonly<Record<TSector, readonly TNcmSeed[]>> = {
  machinery: [
    { ncm: '84145190', description: 'Ventiladores', ii: 0.18, ipi: 0.1, brlPerKg: 60 },
    { ncm: '84138100', description: 'Bombas para líquidos', ii: 0.14, ipi: 0.05, brlPerKg: 90 },
    { ncm: '84818099', description: 'Válvulas e torneiras', ii: 0.14, ipi: 0.05, brlPerKg: 110 },
    { ncm: '84798999', description: 'Máquinas e aparelhos mecânicos', ii: 0.14, ipi: 0.0, brlPerKg: 150 },
    { ncm: '84821010', description: 'Rolamentos de esferas', ii: 0.16, ipi: 0.05, brlPerKg: 80 },
    { ncm: '85015210', description: 'Motores elétricos trifásicos', ii: 0.14, ipi: 0.05, brlPerKg: 70 },
  ],
  electronics: [
    { ncm: '84713012', description: 'Computadores portáteis', ii: 0.16, ipi: 0.098, brlPerKg: 1400 },
    {
      ncm: '85171300',
      description: 'Telefones inteligentes (smartphones)',
      ii: 0.16,
      ipi: 0.15,
      brlPerKg: 3500,
    },
    { ncm: '85044090', description: 'Conversores estáticos', ii: 0.14, ipi: 0.15, brlPerKg: 180 },
    { ncm: '85287200', description: 'Aparelhos receptores de televisão', ii: 0.2, ipi: 0.15, brlPerKg: 150 },
    { ncm: '85423190', description: 'Circuitos integrados processadores', ii: 0.0, ipi: 0.0, brlPerKg: 9000 },
    { ncm: '85340000', description: 'Circuitos impressos', ii: 0.12, ipi: 0.15, brlPerKg: 600 },
    {
      ncm: '85444200',
      description: 'Condutores elétricos com conectores',
      ii: 0.16,
      ipi: 0.05,
      brlPerKg: 120,
    },
  ],
  home: [
    {
      ncm: '39249000',
      description: 'Artigos de uso doméstico de plástico',
      ii: 0.18,
      ipi: 0.1,
      brlPerKg: 30,
    },
    {
      ncm: '73239300',
      description: 'Artigos de uso doméstico de aço inoxidável',
      ii: 0.2,
      ipi: 0.05,
      brlPerKg: 45,
    },
    {
      ncm: '69111010',
      description: 'Aparelhos de jantar de porcelana',
      ii: 0.18,
      ipi: 0.05,
      brlPerKg: 25,
      antidumpingChina: true,
    },
    { ncm: '85167200', description: 'Torradeiras elétricas', ii: 0.2, ipi: 0.1, brlPerKg: 55 },
    { ncm: '82159910', description: 'Talheres de aço inoxidável', ii: 0.18, ipi: 0.05, brlPerKg: 70 },
  ],
  textile: [
    { ncm: '62046200', description: 'Calças de algodão femininas', ii: 0.35, ipi: 0.0, brlPerKg: 160 },
    { ncm: '61091000', description: 'Camisetas de malha de algodão', ii: 0.35, ipi: 0.0, brlPerKg: 140 },
    { ncm: '52083200', description: 'Tecidos de algodão tintos', ii: 0.26, ipi: 0.0, brlPerKg: 45 },
    { ncm: '54075200', description: 'Tecidos de fios de poliéster', ii: 0.26, ipi: 0.0, brlPerKg: 35 },
  ],
  auto: [
    { ncm: '87082999', description: 'Partes e acessórios de carrocerias', ii: 0.18, ipi: 0.05, brlPerKg: 60 },
    {
      ncm: '87089990',
      description: 'Outras partes de veículos automóveis',
      ii: 0.18,
      ipi: 0.05,
      brlPerKg: 70,
    },
    { ncm: '84099190', description: 'Partes de motores de pistão', ii: 0.18, ipi: 0.05, brlPerKg: 90 },
    { ncm: '40111000', description: 'Pneus novos para automóveis', ii: 0.16, ipi: 0.02, brlPerKg: 28 },
    { ncm: '87083090', description: 'Freios e servofreios', ii: 0.18, ipi: 0.05, brlPerKg: 65 },
  ],
  chemicals: [
    {
      ncm: '39011092',
      description: 'Polietileno linear em forma primária',
      ii: 0.126,
      ipi: 0.0325,
      brlPerKg: 9,
    },
    { ncm: '38089199', description: 'Inseticidas', ii: 0.08, ipi: 0.0, brlPerKg: 40 },
    { ncm: '29051100', description: 'Metanol', ii: 0.12, ipi: 0.0, brlPerKg: 3 },
    { ncm: '32089010', description: 'Tintas e vernizes', ii: 0.14, ipi: 0.05, brlPerKg: 35 },
  ],
  pharma: [
    { ncm: '30049099', description: 'Medicamentos em doses', ii: 0.08, ipi: 0.0, brlPerKg: 900 },
    { ncm: '29419090', description: 'Antibióticos', ii: 0.02, ipi: 0.0, brlPerKg: 600 },
    { ncm: '30021590', description: 'Produtos imunológicos', ii: 0.0, ipi: 0.0, brlPerKg: 5000 },
    {
      ncm: '90189099',
      description: 'Instrumentos e aparelhos para medicina',
      ii: 0.16,
      ipi: 0.0,
      brlPerKg: 700,
    },
  ],
  furniture: [
    { ncm: '94032000', description: 'Móveis de metal', ii: 0.18, ipi: 0.05, brlPerKg: 40 },
    { ncm: '94036000', description: 'Móveis de madeira', ii: 0.18, ipi: 0.05, brlPerKg: 35 },
    { ncm: '94017900', description: 'Assentos com armação de metal', ii: 0.18, ipi: 0.05, brlPerKg: 45 },
    { ncm: '94054090', description: 'Luminárias elétricas', ii: 0.18, ipi: 0.1, brlPerKg: 80 },
  ],
  ceramics: [
    {
      ncm: '69072100',
      description: 'Ladrilhos e placas de cerâmica',
      ii: 0.18,
      ipi: 0.0,
      brlPerKg: 4,
      antidumpingChina: true,
    },
    { ncm: '69101000', description: 'Pias e lavatórios de porcelana', ii: 0.18, ipi: 0.05, brlPerKg: 18 },
  ],
  agro: [
    {
      ncm: '31052000',
      description: 'Adubos com nitrogênio, fósforo e potássio',
      ii: 0.0,
      ipi: 0.0,
      brlPerKg: 3,
    },
    { ncm: '10019900', description: 'Trigo', ii: 0.1, ipi: 0.0, brlPerKg: 1.5 },
    { ncm: '12019000', description: 'Soja em grãos', ii: 0.08, ipi: 0.0, brlPerKg: 2.2 },
  ],
  food: [
    { ncm: '22042100', description: 'Vinhos em recipientes até 2 litros', ii: 0.2, ipi: 0.1, brlPerKg: 35 },
    { ncm: '08061000', description: 'Uvas frescas', ii: 0.1, ipi: 0.0, brlPerKg: 12 },
    { ncm: '08081000', description: 'Maçãs frescas', ii: 0.1, ipi: 0.0, brlPerKg: 7 },
    { ncm: '20098990', description: 'Sucos de outras frutas', ii: 0.14, ipi: 0.0, brlPerKg: 9 },
  ],
  plastics: [
    {
      ncm: '39201099',
      description: 'Chapas e filmes de polímeros de etileno',
      ii: 0.16,
      ipi: 0.05,
      brlPerKg: 15,
    },
    { ncm: '39232190', description: 'Sacos de polímeros de etileno', ii: 0.18, ipi: 0.1, brlPerKg: 14 },
    { ncm: '39269090', description: 'Outras obras de plástico', ii: 0.18, ipi: 0.15, brlPerKg: 40 },
    { ncm: '39172300', description: 'Tubos rígidos de PVC', ii: 0.18, ipi: 0.05, brlPerKg: 12 },
  ],
  rubber: [
    {
      ncm: '40151900',
      description: 'Luvas de borracha',
      ii: 0.16,
      ipi: 0.0,
      brlPerKg: 25,
      antidumpingChina: true,
    },
    { ncm: '40169300', description: 'Juntas e gaxetas de borracha', ii: 0.16, ipi: 0.05, brlPerKg: 60 },
    { ncm: '40093100', description: 'Tubos de borracha reforçados', ii: 0.16, ipi: 0.05, brlPerKg: 45 },
  ],
  tools: [
    { ncm: '82054000', description: 'Chaves de fenda', ii: 0.18, ipi: 0.05, brlPerKg: 50 },
    { ncm: '82071900', description: 'Ferramentas de perfuração', ii: 0.16, ipi: 0.05, brlPerKg: 120 },
    { ncm: '84672999', description: 'Ferramentas eletromecânicas manuais', ii: 0.18, ipi: 0.1, brlPerKg: 90 },
    {
      ncm: '73181500',
      description: 'Parafusos de ferro ou aço',
      ii: 0.16,
      ipi: 0.05,
      brlPerKg: 18,
      antidumpingChina: true,
    },
  ],
};

/** Provider staff who write history notes and upload documents. */
export const ANALYSTS = [
  'Juliana Prado',
  'Marcos Tavares',
  'Patrícia Nogueira',
  'Rafael Quintana',
  'Beatriz Antunes',
] as const;

export const VESSELS = [
  'MSC GÜLSÜN',
  'MAERSK ESSEN',
  'CMA CGM ANTOINE DE SAINT EXUPERY',
  'HAPAG SANTOS EXPRESS',
  'COSCO SHIPPING UNIVERSE',
  'EVER GIVEN',
  'ONE APUS',
  'HMM ALGECIRAS',
  'MSC LONDON',
  'MAERSK SANTANA',
  'CAP SAN NICOLAS',
  'LOG-IN JACARANDA',
] as const;
