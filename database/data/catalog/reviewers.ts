/**
 * The members who wrote the seeded course reviews. Each is a real account
 * with a profile (database/seeding/catalog_reviews.ts creates the missing
 * ones, with a random password nobody knows) who started the course they
 * reviewed, so the course's students, rating and reviews all count rows a
 * learner can see. Reviews refer to them by e-mail.
 */
export type SeedReviewer = {
  fullName: string
  email: string
  specialty: string
  /** City, UF */
  location: string
  yearsExperience: number
  /** One sentence, pt-BR */
  bio: string
}

const DOMAIN = 'alunos.ganjatalks.com.br'
const reviewer = (slug: string) => `${slug}@${DOMAIN}`

export const REVIEWER = {
  mariana: reviewer('mariana.souza'),
  rafael: reviewer('rafael.oliveira'),
  julianaF: reviewer('juliana.ferreira'),
  carlosH: reviewer('carlos.henrique.mendes'),
  thiago: reviewer('thiago.almeida'),
  patricia: reviewer('patricia.lima'),
  eduardo: reviewer('eduardo.rocha'),
  rafaelM: reviewer('rafael.monteiro'),
  julianaC: reviewer('juliana.carvalho'),
  helena: reviewer('helena.prado'),
  beatriz: reviewer('beatriz.carvalho'),
  lucas: reviewer('lucas.martins'),
  fernanda: reviewer('fernanda.lima'),
  carlosE: reviewer('carlos.eduardo.mendes'),
} as const

export const SEED_REVIEWERS: SeedReviewer[] = [
  {
    fullName: 'Mariana Souza',
    email: REVIEWER.mariana,
    specialty: 'Sistema endocanabinoide',
    location: 'Salvador, BA',
    yearsExperience: 1,
    bio: 'Estudante de biomedicina, comecei pelos fundamentos para entender a ciência por trás da cannabis.',
  },
  {
    fullName: 'Rafael Oliveira',
    email: REVIEWER.rafael,
    specialty: 'Farmácia e legislação sanitária',
    location: 'Goiânia, GO',
    yearsExperience: 6,
    bio: 'Farmacêutico em drogaria, estudo as RDCs da ANVISA para orientar quem chega com prescrição.',
  },
  {
    fullName: 'Juliana Ferreira',
    email: REVIEWER.julianaF,
    specialty: 'Visão computacional',
    location: 'Florianópolis, SC',
    yearsExperience: 3,
    bio: 'Desenvolvedora, curiosa sobre como a IA pode ajudar no cultivo e na pesquisa.',
  },
  {
    fullName: 'Carlos Henrique Mendes',
    email: REVIEWER.carlosH,
    specialty: 'Cuidador de paciente',
    location: 'Juiz de Fora, MG',
    yearsExperience: 2,
    bio: 'Acompanho o tratamento da minha mãe com óleo de CBD e quis entender como ele funciona.',
  },
  {
    fullName: 'Thiago Almeida',
    email: REVIEWER.thiago,
    specialty: 'Farmácia em associação de pacientes',
    location: 'João Pessoa, PB',
    yearsExperience: 5,
    bio: 'Farmacêutico de uma associação com autorização judicial, cuido do cultivo e da dispensação.',
  },
  {
    fullName: 'Patrícia Lima',
    email: REVIEWER.patricia,
    specialty: 'Cultivo indoor',
    location: 'Porto Alegre, RS',
    yearsExperience: 4,
    bio: 'Engenheira ambiental, gosto de entender os números por trás de cada ajuste no cultivo.',
  },
  {
    fullName: 'Eduardo Rocha',
    email: REVIEWER.eduardo,
    specialty: 'Manejo de pragas',
    location: 'Londrina, PR',
    yearsExperience: 7,
    bio: 'Técnico agrícola, trabalho com manejo integrado de pragas e fungos em ambiente protegido.',
  },
  {
    fullName: 'Rafael Monteiro',
    email: REVIEWER.rafaelM,
    specialty: 'Consultoria para o setor canábico',
    location: 'São Paulo, SP',
    yearsExperience: 8,
    bio: 'Consultor de negócios, ajudo empresas a estruturar projetos no mercado de cannabis.',
  },
  {
    fullName: 'Juliana Carvalho',
    email: REVIEWER.julianaC,
    specialty: 'Empreendedorismo',
    location: 'Belo Horizonte, MG',
    yearsExperience: 3,
    bio: 'Empreendedora, estou desenhando um negócio de produtos de cânhamo dentro da lei.',
  },
  {
    fullName: 'Dra. Helena Prado',
    email: REVIEWER.helena,
    specialty: 'Medicina canabinoide',
    location: 'Curitiba, PR',
    yearsExperience: 15,
    bio: 'Médica clínica, prescrevo e acompanho pacientes em tratamento com canabinoides.',
  },
  {
    fullName: 'Beatriz Carvalho',
    email: REVIEWER.beatriz,
    specialty: 'Química analítica',
    location: 'Campinas, SP',
    yearsExperience: 10,
    bio: 'Química, trabalho com cromatografia e laudos de perfil de terpenos.',
  },
  {
    fullName: 'Lucas Martins',
    email: REVIEWER.lucas,
    specialty: 'Ciência de dados',
    location: 'Recife, PE',
    yearsExperience: 2,
    bio: 'Analista de dados começando a aplicar machine learning a dados de cultivo.',
  },
  {
    fullName: 'Fernanda Lima',
    email: REVIEWER.fernanda,
    specialty: 'Responsabilidade técnica em farmácia',
    location: 'Brasília, DF',
    yearsExperience: 9,
    bio: 'Farmacêutica responsável técnica, cuido da conformidade com as RDCs 327 e 660.',
  },
  {
    fullName: 'Carlos Eduardo Mendes',
    email: REVIEWER.carlosE,
    specialty: 'Direito regulatório',
    location: 'Rio de Janeiro, RJ',
    yearsExperience: 6,
    bio: 'Advogado, acompanho as decisões do STF e a regulação da cannabis no Brasil.',
  },
]
