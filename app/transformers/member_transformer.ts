import { AppTransformer } from '#transformers/cheap_transform'

type MemberRow = {
  id: number
  full_name: string | null
  specialty: string | null
  location: string | null
  avatar_url: string | null
  years_experience: number | null
  points: number
  ranking: number | null
}

/** A member card: public profile fields only (never the e-mail). Missing profile → 'Usuário' / 'Membro da comunidade'. */
export default class MemberTransformer extends AppTransformer<MemberRow> {
  toObject() {
    return {
      id: this.resource.id,
      fullName: this.resource.full_name?.trim() || 'Usuário',
      specialty: this.resource.specialty?.trim() || 'Membro da comunidade',
      location: this.resource.location,
      avatarUrl: this.resource.avatar_url,
      yearsExperience: this.resource.years_experience,
      points: this.resource.points,
      ranking: this.resource.ranking,
    }
  }
}
