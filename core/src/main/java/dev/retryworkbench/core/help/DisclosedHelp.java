package dev.retryworkbench.core.help;

import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.latency.LatencyFields;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.storm.StormFields;
import java.util.List;

/**
 * The help of the fields a {@link Disclosure} hides at the defaults (the storm simulator's budget parameters of the
 * kinds not chosen, the planner's other providers' limits, the latency planner's hedging): nobody sees it before the
 * page's script shows such a field, so the pre-render leaves it empty and busy ({@link FormRenderer#HELP_ON_DEMAND})
 * and help-words.js (web.HelpWordsPage) writes it then, from the same {@link FormRenderer#helpText}. The tools are
 * those whose forms have disclosures ({@code DisclosedHelpTest} checks every tool's are here); a package of its own,
 * above the tools, which never see it.
 */
public final class DisclosedHelp {
    private DisclosedHelp() {
    }

    /**
     * Returns the help of the field a disclosure governs whose help paragraph has the id {@code helpId}
     * ("budget-ttl-help"), as the pre-render writes it; null for no such field.
     */
    public static String text(String helpId) {
        for (List<Disclosure> disclosures : List.of(StormFields.disclosures(), PlannerFields.disclosures(),
                LatencyFields.disclosures())) {
            for (Disclosure disclosure : disclosures) {
                for (Field field : disclosure.fields()) {
                    if (helpId.equals(field.id() + "-help")) {
                        return FormRenderer.helpText(field);
                    }
                }
            }
        }
        return null;
    }
}
