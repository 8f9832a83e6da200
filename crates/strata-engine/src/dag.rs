//! A generic DAG executor: runs each node as soon as all of its dependencies have succeeded,
//! at most `parallel` at once, on tokio tasks. A failed node skips everything downstream of it;
//! independent nodes run on. Costs are linear in nodes plus edges.

use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;
use std::collections::HashMap;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::task::Poll;
use tokio::task::JoinSet;

/// How one node ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Succeeded,
    Failed,
    /// Not run because `cause` (a node it depends on, directly or not) failed.
    Skipped {
        cause: usize,
    },
}

/// Dependency counts and dependents of a graph whose edges point from a dependency to its
/// dependent.
pub struct Dag {
    dependents: Vec<Vec<usize>>,
    indegree: Vec<usize>,
}

impl Dag {
    pub fn new(len: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> Dag {
        let mut dependents = vec![Vec::new(); len];
        let mut indegree = vec![0; len];
        for (from, to) in edges {
            dependents[from].push(to);
            indegree[to] += 1;
        }
        Dag {
            dependents,
            indegree,
        }
    }

    pub fn from_graph<N, E>(g: &DiGraph<N, E>) -> Dag {
        Dag::new(
            g.node_count(),
            g.edge_references()
                .map(|e| (e.source().index(), e.target().index())),
        )
    }

    fn len(&self) -> usize {
        self.indegree.len()
    }

    /// Run every node through `run`; returns each node's outcome.
    pub async fn execute<F, Fut>(&self, parallel: usize, run: F) -> Vec<Outcome>
    where
        F: Fn(usize) -> Fut,
        Fut: Future<Output = bool> + Send + 'static,
    {
        self.execute_with(parallel, |_| false, run).await
    }

    /// As [`Dag::execute`], but a node for which `inline` says so is first polled here, on the
    /// executor's own task: one that finishes then (a step with nothing to do) costs no task,
    /// no hand-off between threads and no slot; one that does not is spawned as usual. A node
    /// that panics here fails, as a spawned one does.
    pub async fn execute_with<I, F, Fut>(&self, parallel: usize, inline: I, run: F) -> Vec<Outcome>
    where
        I: Fn(usize) -> bool,
        F: Fn(usize) -> Fut,
        Fut: Future<Output = bool> + Send + 'static,
    {
        let parallel = parallel.max(1);
        let mut waiting = self.indegree.clone();
        let mut outcome: Vec<Option<Outcome>> = vec![None; self.len()];
        let mut ready: Vec<usize> = (0..self.len()).filter(|&i| waiting[i] == 0).rev().collect();
        let mut running = JoinSet::new();
        let mut task_node = HashMap::new();
        let mut settle = |i: usize, ok: bool, ready: &mut Vec<usize>| {
            if ok {
                outcome[i] = Some(Outcome::Succeeded);
                for &d in self.dependents[i].iter().rev() {
                    waiting[d] -= 1;
                    if waiting[d] == 0 && outcome[d].is_none() {
                        ready.push(d);
                    }
                }
            } else {
                outcome[i] = Some(Outcome::Failed);
                let mut stack = self.dependents[i].clone();
                while let Some(d) = stack.pop() {
                    if outcome[d].is_none() {
                        outcome[d] = Some(Outcome::Skipped { cause: i });
                        stack.extend_from_slice(&self.dependents[d]);
                    }
                }
            }
        };
        loop {
            while running.len() < parallel {
                let Some(i) = ready.pop() else { break };
                let mut fut = Box::pin(run(i));
                if inline(i) {
                    let polled = std::future::poll_fn(|cx| {
                        Poll::Ready(std::panic::catch_unwind(AssertUnwindSafe(|| {
                            fut.as_mut().poll(cx)
                        })))
                    })
                    .await;
                    match polled {
                        Ok(Poll::Ready(ok)) => {
                            settle(i, ok, &mut ready);
                            continue;
                        }
                        Ok(Poll::Pending) => {}
                        Err(_) => {
                            settle(i, false, &mut ready);
                            continue;
                        }
                    }
                }
                task_node.insert(running.spawn(fut).id(), i);
            }
            let Some(joined) = running.join_next_with_id().await else {
                break;
            };
            let (i, ok) = match joined {
                Ok((id, ok)) => (task_node.remove(&id).expect("spawned task"), ok),
                // A panicking step is a bug; it fails that step, never the whole run.
                Err(e) => (task_node.remove(&e.id()).expect("spawned task"), false),
            };
            settle(i, ok, &mut ready);
        }
        outcome
            .into_iter()
            .map(|o| o.unwrap_or(Outcome::Skipped { cause: usize::MAX }))
            .collect()
    }
}

/// The nodes of one strongly connected component of size > 1 (or with a self-loop), if any:
/// a dependency cycle, in an order that follows its edges.
pub fn find_cycle<N, E>(g: &DiGraph<N, E>) -> Option<Vec<NodeIndex>> {
    for scc in petgraph::algo::tarjan_scc(g) {
        if scc.len() > 1 || g.contains_edge(scc[0], scc[0]) {
            let mut nodes = scc;
            nodes.reverse();
            return Some(nodes);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[tokio::test]
    async fn nodes_run_after_their_dependencies_and_failures_skip_dependents() {
        // 0 -> 1 -> 2, 3 independent, 1 fails.
        let dag = Dag::new(4, [(0, 1), (1, 2)]);
        let order = Arc::new(Mutex::new(Vec::new()));
        let out = dag
            .execute(2, |i| {
                let order = order.clone();
                async move {
                    order.lock().unwrap().push(i);
                    i != 1
                }
            })
            .await;
        assert_eq!(
            out,
            vec![
                Outcome::Succeeded,
                Outcome::Failed,
                Outcome::Skipped { cause: 1 },
                Outcome::Succeeded
            ]
        );
        let order = order.lock().unwrap();
        assert!(!order.contains(&2));
        let pos = |x| order.iter().position(|&y| y == x).unwrap();
        assert!(pos(0) < pos(1));
    }

    #[tokio::test]
    async fn at_most_parallel_nodes_run_at_once() {
        let dag = Dag::new(20, []);
        let live = Arc::new(Mutex::new((0usize, 0usize)));
        dag.execute(3, |_| {
            let live = live.clone();
            async move {
                {
                    let mut l = live.lock().unwrap();
                    l.0 += 1;
                    l.1 = l.1.max(l.0);
                }
                tokio::task::yield_now().await;
                live.lock().unwrap().0 -= 1;
                true
            }
        })
        .await;
        assert_eq!(live.lock().unwrap().1, 3);
    }

    /// Nodes tried inline: one that finishes at once takes no task, one that waits is spawned
    /// and finishes there, one that panics fails (and skips its dependents), not the run.
    #[tokio::test]
    async fn nodes_tried_inline_finish_wait_or_fail_like_spawned_ones() {
        // 0 -> 1 (waits) -> 2; 3 panics -> 4.
        let dag = Dag::new(5, [(0, 1), (1, 2), (3, 4)]);
        let out = dag
            .execute_with(
                2,
                |_| true,
                |i| async move {
                    if i == 1 {
                        tokio::task::yield_now().await;
                    }
                    assert_ne!(i, 3, "a bug in a step");
                    true
                },
            )
            .await;
        assert_eq!(
            out,
            vec![
                Outcome::Succeeded,
                Outcome::Succeeded,
                Outcome::Succeeded,
                Outcome::Failed,
                Outcome::Skipped { cause: 3 }
            ]
        );
    }

    #[test]
    fn cycles_are_found() {
        let mut g = DiGraph::<(), ()>::new();
        let a = g.add_node(());
        let b = g.add_node(());
        let c = g.add_node(());
        g.add_edge(a, b, ());
        g.add_edge(b, c, ());
        assert!(find_cycle(&g).is_none());
        g.add_edge(c, a, ());
        assert_eq!(find_cycle(&g).unwrap().len(), 3);
    }
}
