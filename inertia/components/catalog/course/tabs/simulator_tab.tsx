import { SimulatorPanel } from '~/components/learning/simulators/simulator'
import type { CourseTabProps } from '~/components/catalog/course/tabs/types'

/** Simulador / Lab Virtual: the course's simulators, run in the browser. */
export function SimulatorTab({ course }: CourseTabProps) {
  return <SimulatorPanel kinds={course.simulators} />
}
